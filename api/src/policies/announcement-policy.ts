import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import type { Actor } from './actor.ts';
import { waitlistPolicy } from './waitlist-policy.ts';

/**
 * Who writes to a schedule's people and reads how it went: those who lead it and read its line (its coach,
 * the owners and admins of its team, a super-admin), as waitlistPolicy.viewLine has them.
 */
export const announcementPolicy = {
  announce: (actor: Actor, schedule: WorkshopSchedule) => waitlistPolicy.viewLine(actor, schedule),
};
