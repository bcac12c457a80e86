import type { ScheduleAbilities, WorkshopAbilities } from '@exceed/contract';
import { takesCheckIns } from '../bookings/check-in.ts';
import type { Workshop } from '../models/workshop.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { awaitsDecision } from '../workshops/go-no-go.ts';
import { isChangeable, isDeletable, isOpen, statusChangeProblem } from '../workshops/schedule-lifecycle.ts';
import type { Actor } from './actor.ts';
import { announcementPolicy } from './announcement-policy.ts';
import { bookingQuestionPolicy } from './booking-question-policy.ts';
import { cataloguePolicy } from './catalogue-policy.ts';
import { promoCodePolicy } from './promo-code-policy.ts';
import { waitlistPolicy } from './waitlist-policy.ts';

/**
 * What the actor may do with a workshop of the catalogue (its `abilities`), each the predicate its route
 * asks in its access step, so a button the coach's pages show is one the API lets through:
 * - edit, publish: PATCH /v1/workshops/:id; delete: DELETE /v1/workshops/:id;
 * - manageResources: POST, PATCH, DELETE and reorder of /v1/workshops/:id/resources;
 * - addSchedule: POST /v1/workshop-schedules naming it (a coach plans only their own workshops);
 * - makeCodes, makeTeamCodes: POST /v1/t/promo-codes for it, for every workshop (promo-code-policy.ts);
 * - editQuestions: PUT /v1/workshops/:id/questions (booking-question-policy.ts).
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
    makeCodes: promoCodePolicy.manage(actor, workshop.tenantId, workshop),
    makeTeamCodes: promoCodePolicy.manageTeamCodes(actor, workshop.tenantId),
    editQuestions: bookingQuestionPolicy.manage(actor, workshop),
  };
}

/**
 * What the actor may do with a schedule (its `abilities`), as the schedule routes decide: who (its coach or
 * a super-admin, cataloguePolicy.manage) and when (its lifecycle, workshops/schedule-lifecycle.ts):
 * - edit (details and dates): PATCH /v1/workshop-schedules/:id, while open and not started;
 * - publish, cancel: PATCH its status, as SCHEDULE_TRANSITIONS allows;
 * - delete: DELETE /v1/workshop-schedules/:id, closed or without a seat booked;
 * - viewWaitlist: GET /v1/workshop-schedules/:id/waitlist (its coach, the team's owners and admins);
 * - exportAttendees: GET /v1/workshop-schedules/:id/attendees.csv, whatever its state;
 * - announce: POST /v1/workshop-schedules/:id/announcements (as viewWaitlist), whatever its state;
 * - checkIn: the check-ins of its sessions, published or over, until its attendance is settled;
 * - runAnyway: POST …/run-anyway, while short of its minimum, undecided and not started (go-no-go.ts).
 */
export function scheduleAbilities(actor: Actor, schedule: WorkshopSchedule): ScheduleAbilities {
  const manage = cataloguePolicy.manage(actor, schedule.tenantId, schedule.coachId);
  return {
    edit: manage && isChangeable(schedule),
    publish: manage && statusChangeProblem(schedule, 'PUBLISHED') === undefined,
    cancel: manage && statusChangeProblem(schedule, 'CANCELLED') === undefined,
    delete: manage && isDeletable(schedule),
    viewWaitlist: waitlistPolicy.viewLine(actor, schedule),
    exportAttendees: manage,
    announce: announcementPolicy.announce(actor, schedule),
    editSessions: manage && isOpen(schedule),
    checkIn: manage && takesCheckIns(schedule),
    runAnyway: manage && !!schedule.workshop && awaitsDecision(schedule, schedule.workshop),
  };
}
