import type { WaitlistEntry } from '../models/waitlist-entry.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import type { Actor } from './actor.ts';

/**
 * Who may do what with a waitlist:
 * - an entry is its person's alone: they see it and leave the line (anyone else: 404, as if missing);
 * - a schedule's line is read by its coach, the owners and admins of its team, and a super-admin.
 */
export const waitlistPolicy = {
  own: (actor: Actor, entry: WaitlistEntry) => entry.userId === actor.user.id,
  viewLine: (actor: Actor, schedule: WorkshopSchedule) => {
    if (actor.superAdmin) return true;
    if (!actor.activeTenantIds.has(schedule.tenantId)) return false;
    const role = actor.teamRoles.get(schedule.tenantId);
    return schedule.coachId === actor.user.id || role === 'owner' || role === 'admin';
  },
};
