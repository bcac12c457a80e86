import { PageFrame } from '../../lib/page-frame.tsx';

/** Sign in with a one-time code sent to your email. */
export default function LoginPage() {
  return (
    <PageFrame title="Log in">
      <p>Sign in with a one-time code sent to your email.</p>
    </PageFrame>
  );
}
