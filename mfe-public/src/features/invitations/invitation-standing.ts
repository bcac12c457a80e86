import { INVITATION_EXPIRY_DAYS, type InvitationResource, personName } from '@exceed/contract';

/**
 * Where an invitation stands for whoever holds its link: `open` to accept or decline; else answered,
 * run out, or its booking gone by (`cancelled`, or `over`: the session took place).
 */
export type InvitationStanding = 'open' | 'accepted' | 'declined' | 'expired' | 'cancelled' | 'over';

/** A cancelled booking outranks the seat's own answer: whatever it was, there is no session to go to. */
export function standingOf({
  seat,
  booking,
}: Pick<InvitationResource, 'seat' | 'booking'>): InvitationStanding {
  if (booking.status === 'CANCELLED') return 'cancelled';
  if (seat.status === 'ACCEPTED') return 'accepted';
  if (seat.status === 'DECLINED') return 'declined';
  if (seat.status === 'EXPIRED') return 'expired';
  if (booking.status === 'COMPLETED' || booking.status === 'NO_SHOW') return 'over';
  return 'open';
}

/** Where an accepted seat shows: the invitee's bookings. */
export const MY_BOOKINGS_PATH = '/b/bookings';

/** Who sent the invitation, by name; "Someone" when the account that sent it is gone, as the mail says. */
export const inviterOf = ({ inviter }: Pick<InvitationResource, 'inviter'>) =>
  inviter ? personName(inviter) : 'Someone';

/** What the page says of an invitation that can no longer be accepted: what happened, and what next. */
export interface InvitationNotice {
  title: string;
  description: string;
}

/** The link matches no invitation: never sent, sent again since, or its seat taken back. */
export const UNKNOWN_INVITATION: InvitationNotice = {
  title: 'This invitation link is not valid',
  description:
    'The seat may have been withdrawn, or a newer invitation sent in its place, or the link was not ' +
    'copied whole. Ask the person who invited you to send it again, or find a session of your own.',
};

/** Why an invitation that is no longer open cannot be accepted, in plain words, naming the inviter. */
export function noticeOf(
  standing: Exclude<InvitationStanding, 'open' | 'accepted'>,
  inviter: string,
): InvitationNotice {
  switch (standing) {
    case 'declined':
      return {
        title: 'This invitation was declined',
        description: `The seat went back to ${inviter}. Changed your mind? Ask them to send the invitation again.`,
      };
    case 'expired':
      return {
        title: 'This invitation has expired',
        description: `An invitation can be accepted for ${INVITATION_EXPIRY_DAYS} days. Ask ${inviter} to send it again.`,
      };
    case 'cancelled':
      return {
        title: 'This booking was cancelled',
        description: 'There is no session to go to, so its seats can no longer be accepted.',
      };
    case 'over':
      return {
        title: 'This session is over',
        description: 'It has already taken place, so its seats can no longer be accepted.',
      };
  }
}
