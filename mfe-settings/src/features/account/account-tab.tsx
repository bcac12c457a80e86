import type { SessionUser } from '@exceed/session';
import { AvatarCard } from './avatar-card.tsx';
import { EmailCard } from './email-card.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { CountryCard, DisplayNameCard, HeadlineCard, PhoneCard, UsernameCard } from './profile-cards.tsx';
import { SocialAccountsCard } from './social-accounts-card.tsx';
import { TwoStepCard } from './two-step-card.tsx';
import './account.css';

/** The Account tab (SPEC §2) of the signed-in `user`: stacked cards, each saved on its own. */
export default function AccountTab({ user }: { user: SessionUser }) {
  return (
    <div className="settings-cards">
      <AvatarCard user={user} />
      <DisplayNameCard user={user} />
      <HeadlineCard user={user} />
      <UsernameCard user={user} />
      <EmailCard user={user} />
      <PasswordCard user={user} />
      <TwoStepCard />
      <PasskeysCard />
      <PhoneCard user={user} />
      <CountryCard user={user} />
      <SocialAccountsCard user={user} />
    </div>
  );
}
