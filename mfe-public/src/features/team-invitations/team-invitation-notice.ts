import { TEAM_INVITATION_EXPIRY_DAYS, type TeamInvitationLinkResource } from '@exceed/contract';

/** What the page says of a link that cannot be used (any more): what happened, and what next. */
export interface TeamInvitationNotice {
  title: string;
  description: string;
}

/** The link matches no invitation: never sent, sent again since, or cancelled. */
export const UNKNOWN_TEAM_INVITATION: TeamInvitationNotice = {
  title: 'This invitation link is not valid',
  description:
    'The invitation may have been cancelled, or a newer one sent in its place, or the link was not copied ' +
    'whole. Ask the person who invited you to send it again.',
};

/** Why an invitation that is no longer open cannot be accepted, naming who sent it; null while open. */
export function noticeOf(invitation: Pick<TeamInvitationLinkResource, 'status' | 'inviter' | 'team'>) {
  const inviter = invitation.inviter ?? 'the person who invited you';
  if (invitation.status === 'EXPIRED') {
    return {
      title: 'This invitation has expired',
      description: `An invitation can be accepted for ${TEAM_INVITATION_EXPIRY_DAYS} days. Ask ${inviter} to send it again.`,
    } satisfies TeamInvitationNotice;
  }
  if (invitation.status === 'ACCEPTED') {
    return {
      title: 'This invitation has already been accepted',
      description: `Whoever accepted it is a member of ${invitation.team.name}.`,
    } satisfies TeamInvitationNotice;
  }
  return null;
}
