import type { Passkey } from '../models/passkey.ts';
import type { Actor } from './actor.ts';

/**
 * A passkey is its owner's alone: only they list, rename and remove it. Anyone else, a super-admin
 * included, gets 404, as if it did not exist: a passkey is how someone signs in, not a record to manage.
 */
export const passkeyPolicy = {
  own: (actor: Actor, passkey: Passkey) => passkey.userId === actor.user.id,
};
