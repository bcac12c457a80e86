import type { Notification } from '../models/notification.ts';
import type { Actor } from './actor.ts';

/**
 * A notification is its reader's alone: anyone else, a super-admin included, gets 404, as if it did not
 * exist (it may quote a booking or a payout of theirs).
 */
export const notificationPolicy = {
  own: (actor: Actor, notification: Notification) => notification.userId === actor.user.id,
};
