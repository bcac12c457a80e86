import type { ScheduleAbilities, WorkshopAbilities } from '@exceed/contract';
import type { Workshop } from '../models/workshop.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import type { Actor } from './actor.ts';
import { cataloguePolicy } from './catalogue-policy.ts';
import { waitlistPolicy } from './waitlist-policy.ts';

/**
 * What the actor may do with a workshop of the catalogue (its `abilities`), each the predicate its route
 * asks in its access step, so a button the coach's pages show is one the API lets through:
 * - edit, publish: PATCH /v1/workshops/:id; delete: DELETE /v1/workshops/:id;
 * - manageResources: POST, PATCH, DELETE and reorder of /v1/workshops/:id/resources;
 * - addSchedule: POST /v1/workshop-schedules naming it (a coach plans only their own workshops).
 * The workshop routes set no rule on its status: the coach publishes, archives or unpublishes at will.
 */
export function workshopAbilities(
  actor: Actor,
  workshop: Pick<Workshop, 'tenantId' | 'coachId'>,
): WorkshopAbilities {
  const manage = cataloguePolicy.manage(actor, workshop.tenantId, workshop.coachId);
  return {
    edit: manage,
    publish: manage,
    delete: manage,
    manageResources: manage,
    addSchedule: cataloguePolicy.plan(actor, workshop),
  };
}

/**
 * What the actor may do with a schedule (its `abilities`), as the schedule routes decide:
 * - edit (details and dates), publish, cancel: PATCH /v1/workshop-schedules/:id;
 * - delete: DELETE /v1/workshop-schedules/:id;
 * - viewWaitlist: GET /v1/workshop-schedules/:id/waitlist (its coach, the team's owners and admins).
 * The schedule routes set no rule on its status or start: which of these a page offers for a status
 * (publish a draft, cancel an open session) is the page's choice of what makes sense, not a permission.
 */
export function scheduleAbilities(actor: Actor, schedule: WorkshopSchedule): ScheduleAbilities {
  const manage = cataloguePolicy.manage(actor, schedule.tenantId, schedule.coachId);
  return {
    edit: manage,
    publish: manage,
    cancel: manage,
    delete: manage,
    viewWaitlist: waitlistPolicy.viewLine(actor, schedule),
  };
}
