import { ApiError } from '@exceed/session';
import type { GroupInviteOutcome, GroupInvitePlan, Invitee } from './group-invite-plan.ts';

/**
 * Invites a plan's people one after another (`invite` is inviteToSeat, passed in so tests can stand in
 * for the API) and counts what happened. The seats can change while it runs (an invitation accepted
 * elsewhere, a seat given in another tab), so the API has the last word: a refusal on the address (a
 * seat of theirs appeared) counts them as already in the booking; one on the booking (no seat left, the
 * booking closed) leaves everyone after them out; any other failure stops the run and says why.
 */
export async function runGroupInvite<M extends Invitee>(
  plan: GroupInvitePlan<M>,
  invite: (email: string) => Promise<void>,
): Promise<GroupInviteOutcome> {
  const outcome: GroupInviteOutcome = {
    invited: 0,
    seated: plan.seated.length,
    overflow: plan.overflow.length,
    free: plan.free,
    failed: 0,
  };
  for (const [index, member] of plan.invite.entries()) {
    try {
      await invite(member.email);
      outcome.invited += 1;
    } catch (error) {
      const left = plan.invite.length - index;
      if (error instanceof ApiError && error.status === 422 && error.errors.email) {
        outcome.seated += 1;
        continue;
      }
      if (error instanceof ApiError && error.status === 422 && error.errors.bookingId) {
        outcome.overflow += left;
        outcome.free = outcome.invited;
      } else {
        outcome.failed += left;
        outcome.failure = error instanceof Error && error.message ? error.message : undefined;
      }
      break;
    }
  }
  return outcome;
}
