import { catalogueAccess } from '../../policies/catalogue-access.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { findSchedule } from './find-schedule.ts';

/**
 * The access steps of the routes under /workshop-schedules/:id (the schedule with its summaries): reading
 * it (any member of its team); changing, deleting or restoring it (its coach or a super-admin).
 */
export const { reads: readsSchedule, manages: managesSchedule } = catalogueAccess(
  'schedule',
  findSchedule,
  (actor, schedule) => cataloguePolicy.manage(actor, schedule.tenantId, schedule.coachId),
);
