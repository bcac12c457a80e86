import { EmptyState } from '@exceed/design-system';
import { useSession } from '@exceed/session';
import { AvatarCard } from './avatar-card.tsx';
import {
  CountryCard,
  DisplayNameCard,
  EmailCard,
  HeadlineCard,
  PhoneCard,
  UsernameCard,
} from './profile-cards.tsx';
import { SocialAccountsCard } from './social-accounts-card.tsx';
import './account.css';

/** The Account tab (SPEC §2): stacked cards, each saved on its own. */
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
  return (
    <div className="settings-cards">
      <AvatarCard />
      <DisplayNameCard user={user} />
      <HeadlineCard user={user} />
      <UsernameCard user={user} />
      <EmailCard user={user} />
      <PhoneCard user={user} />
      <CountryCard user={user} />
      <SocialAccountsCard user={user} />
    </div>
  );
}
