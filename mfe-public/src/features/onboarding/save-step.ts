import { bodyCheck, type UpdateUserInput, updateUserSchema } from '@exceed/contract';
import { isCoach, sessionStore } from '@exceed/session';
import { takeResumePath } from '../../lib/resume-after-onboarding.ts';
import { updateUser } from './onboarding-api.ts';

/** A step's body checked by the contract, by the same dotted paths as the API's 422. */
export const checkStep = bodyCheck(updateUserSchema);

/** Empty optional texts are sent as null: the API keeps no empty strings. */
export const orNull = (text: string) => (text.trim() ? text : null);

/**
 * Saves a step and, on the last one, finishes onboarding (status active, which the user may set on
 * themself) and opens the booking they registered on the way to, else their area, with a fresh page
 * load: the onboarding route's guard would otherwise see a user who is no longer pending and send them to
 * / first (SPEC §2).
 */
export async function saveStep(body: UpdateUserInput, { finish }: { finish: boolean }): Promise<void> {
  const user = sessionStore.getState().user;
  if (!user) return;
  const answer = await updateUser(user.id, finish ? { ...body, status: 'active' } : body);
  if (finish) window.location.assign(takeResumePath() ?? (isCoach(answer.data) ? '/c' : '/b'));
  else sessionStore.getState().signIn(answer.data);
}
