import { LoadError, Skeleton } from '@exceed/design-system';
import { type SessionUser, sessionStore, usePageTitle } from '@exceed/session';
import { Link } from 'react-router';
import { useSignedInUser } from './account-api.ts';
import { BookingMailsCard } from './booking-mails-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import './profile.css';

/**
 * /c/account/profile: the coach edits the profile the marketplace shows at /{username}, and below it how
 * they hear of new bookings (a card of its own).
 */
export default function ProfilePage() {
  usePageTitle('Profile');
  const { data, error, mutate } = useSignedInUser();
  const user = data?.data;
  // The save refreshes no read of /user: the answer becomes the session's user and this page's, unfetched.
  const saved = async (next: SessionUser) => {
    sessionStore.getState().signIn(next);
    await mutate({ data: next }, { revalidate: false });
  };
  return (
    <section aria-labelledby="account-profile-title" className="coach-page">
      <header className="coach-page__header">
        <h1 id="account-profile-title">Profile</h1>
        {user ? (
          <Link to={`/${user.username}`} className="coach-back">
            View public profile
          </Link>
        ) : null}
      </header>
      {error ? (
        <LoadError what="your profile" retry={() => mutate()} />
      ) : user ? (
        <div className="coach-profile">
          <ProfileForm key={user.id} user={user} onSaved={saved} />
          {/* The coach's own preference, saved on its own: the marketplace never shows it. */}
          <BookingMailsCard key={`${user.id}-mail`} user={user} onSaved={saved} />
        </div>
      ) : (
        <div role="status" aria-label="Loading your profile" className="coach-profile">
          <Skeleton shape="rect" height="12rem" />
          <Skeleton shape="rect" height="8rem" />
          <Skeleton shape="rect" height="14rem" />
        </div>
      )}
    </section>
  );
}
