import type { TeamInvitationLinkResource } from '@exceed/contract';
import { teamPath, useSession } from '@exceed/session';
import { useNavigate } from 'react-router';
import { InvitationAcceptance } from '../../lib/invitation-acceptance/invitation-acceptance.tsx';
import { acceptTeamInvitation } from './team-invitations-api.ts';

export interface TeamInvitationJoinProps {
  token: string;
  invitation: TeamInvitationLinkResource;
}

/**
 * Join the team of an open invitation (the acceptance, with its sign-in, is InvitationAcceptance's): signed
 * in with the invited email, one click; then the team's members page, after onboarding for a new account.
 */
export function TeamInvitationJoin({ token, invitation }: TeamInvitationJoinProps) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const teamHome = teamPath(invitation.team.slug, 'members');
  return (
    <InvitationAcceptance
      invitedEmail={invitation.email}
      accept={() => acceptTeamInvitation(token)}
      acceptedPath={teamHome}
      onAccepted={() => navigate(teamHome)}
      texts={{
        accept: `Join ${invitation.team.name}`,
        accepting: 'Joining…',
        note: user ? (
          <>
            You are signed in as <strong>{user.email}</strong>.
          </>
        ) : (
          <>
            Joining signs you in as <strong>{invitation.email}</strong>, making your Exceed account if you
            have none yet.
          </>
        ),
        signInTitle: 'Sign in to join',
        signInPrompt: (
          <>
            <strong>{invitation.email}</strong> already has an Exceed account. Sign in with a code sent by
            email, and you join the team.
          </>
        ),
      }}
    />
  );
}
