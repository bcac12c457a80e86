import { PageFrame } from '../../lib/page-frame.tsx';

/** Create your account with a one-time code sent to your email. */
export default function RegisterPage() {
  return (
    <PageFrame title="Register">
      <p>Create your account with a one-time code sent to your email.</p>
    </PageFrame>
  );
}
