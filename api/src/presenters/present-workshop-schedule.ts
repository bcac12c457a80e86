import { fromMinorUnits, type PublicScheduleResource, type workshopScheduleSchema } from '@exceed/contract';
import type { FromSchema } from 'json-schema-to-ts';
import { isoDate } from '../http/presenter.ts';
import type { User } from '../models/user.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import type { Actor } from '../policies/actor.ts';
import { scheduleAbilities } from '../policies/workshop-abilities.ts';
import { avatarUrl } from './present-user.ts';
import type { PublicScheduleRow } from './public-schedule-row.ts';

/** A schedule as the contract's workshopScheduleSchema shows it. */
export type WorkshopScheduleResource = FromSchema<typeof workshopScheduleSchema>;

/**
 * A schedule of the tenant's catalogue with its workshop and coach summaries (SPEC.md §3), and what
 * `actor` may do with it (`abilities`). The caller fetches both relations for the whole page
 * (withGraphFetched); a missing one is a bug, not a null.
 */
export function presentWorkshopSchedule(schedule: WorkshopSchedule, actor: Actor): WorkshopScheduleResource {
  const { workshop, coach } = schedule;
  if (!workshop || !coach) {
    throw new Error('presentWorkshopSchedule: fetch the workshop and coach relations first');
  }
  return {
    id: schedule.id,
    coachId: schedule.coachId,
    workshopId: schedule.workshopId,
    workshop: { id: workshop.id, title: workshop.title },
    coach: { id: coach.id, username: coach.username },
    startDate: isoDate(schedule.startDate),
    endDate: isoDate(schedule.endDate),
    timezone: schedule.timezone,
    country: schedule.country,
    location: schedule.location,
    level: schedule.level,
    status: schedule.status,
    visibility: schedule.visibility,
    mode: schedule.mode,
    createdAt: isoDate(schedule.createdAt),
    updatedAt: isoDate(schedule.updatedAt),
    deletedAt: isoDate(schedule.deletedAt),
    abilities: scheduleAbilities(actor, schedule),
  };
}

/** A presenter of schedules (of a page, or a route's answer), each as `actor` reads it. */
export const presentWorkshopScheduleFor =
  (actor: Actor) =>
  (schedule: WorkshopSchedule): WorkshopScheduleResource =>
    presentWorkshopSchedule(schedule, actor);

/**
 * A marketplace item from one row of the public query: the workshop's card with its price as a decimal
 * (DESIGN.md "Money and seats") and the coach's public fields only (no email, no phone).
 */
export function presentPublicSchedule(row: PublicScheduleRow): PublicScheduleResource {
  return {
    id: row.id,
    workshopId: row.workshopId,
    coachId: row.coachId,
    startDate: isoDate(row.startDate),
    endDate: isoDate(row.endDate),
    timezone: row.timezone,
    country: row.country,
    location: row.location,
    level: row.level,
    status: row.status,
    visibility: row.visibility,
    mode: row.mode,
    seatsLeft: Math.max(0, Number(row.seatsLeft)),
    workshop: {
      id: row.workshopId,
      title: row.workshopTitle,
      slug: row.workshopSlug,
      description: row.workshopDescription,
      image: row.workshopImage,
      price: fromMinorUnits(row.workshopPriceMinor, row.workshopCurrency),
      currency: row.workshopCurrency,
      maxSeats: row.workshopMaxSeats,
      maxSeatsPerBooking: row.workshopMaxSeatsPerBooking ?? row.workshopMaxSeats,
      cancellationPolicy: row.workshopCancellationPolicy,
    },
    coach: {
      id: row.coachId,
      username: row.coachUsername,
      // The one rule of avatar addresses, applied to the row's avatar column.
      avatarUrl: avatarUrl({ avatar: row.coachAvatar } as User),
      firstName: row.coachFirstName,
      lastName: row.coachLastName,
      headline: row.coachHeadline,
    },
  };
}
