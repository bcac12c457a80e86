import {
  fromMinorUnits,
  type PublicScheduleResource,
  type PublicScheduleSessionResource,
  type PublicWorkshopResource,
  type ScheduleSessionResource,
  type workshopScheduleSchema,
} from '@exceed/contract';
import type { FromSchema } from 'json-schema-to-ts';
import { isoDate } from '../http/presenter.ts';
import type { Feedback } from '../models/feedback.ts';
import type { ScheduleSession } from '../models/schedule-session.ts';
import type { User } from '../models/user.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import type { Actor } from '../policies/actor.ts';
import { cataloguePolicy } from '../policies/catalogue-policy.ts';
import { scheduleAbilities } from '../policies/workshop-abilities.ts';
import { presentTiers } from '../pricing/price-tiers.ts';
import { presentGoNoGo, seatsToRun } from '../workshops/go-no-go.ts';
import { presentPublicFeedback } from './present-feedback.ts';
import { presentPriceNow } from './present-price.ts';
import { avatarUrl } from './present-user.ts';
import type { PublicScheduleRow, PublicWorkshopRow } from './public-schedule-row.ts';

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
    sessionCount: schedule.sessionCount,
    cadence: schedule.cadence,
    meetingLinkOpensMinutes: schedule.meetingLinkOpensMinutes,
    goNoGoHours: schedule.goNoGoHours,
    goNoGo: presentGoNoGo(schedule, workshop),
    certificateShare: schedule.certificateShare,
    // Its meeting links are its coach's (and a super-admin's), not every member's who reads the schedule.
    sessions: (schedule.sessions ?? []).map((session) =>
      presentScheduleSession(session, cataloguePolicy.manage(actor, schedule.tenantId, schedule.coachId)),
    ),
    createdAt: isoDate(schedule.createdAt),
    updatedAt: isoDate(schedule.updatedAt),
    deletedAt: isoDate(schedule.deletedAt),
    abilities: scheduleAbilities(actor, schedule),
  };
}

/** A session as the team's members read it; its meeting link only for those who manage it. */
export const presentScheduleSession = (
  session: ScheduleSession,
  manages: boolean,
): ScheduleSessionResource => ({
  id: session.id,
  startDate: session.startDate.toISOString(),
  endDate: session.endDate.toISOString(),
  title: session.title,
  location: session.location,
  meetingUrl: manages ? session.meetingUrl : null,
});

/** A session as visitors and attendees read it: no location, which may be a meeting link. */
export const presentPublicSession = (session: ScheduleSession): PublicScheduleSessionResource => ({
  id: session.id,
  startDate: session.startDate.toISOString(),
  endDate: session.endDate.toISOString(),
  title: session.title,
});

/** A presenter of schedules (of a page, or a route's answer), each as `actor` reads it. */
export const presentWorkshopScheduleFor =
  (actor: Actor) =>
  (schedule: WorkshopSchedule): WorkshopScheduleResource =>
    presentWorkshopSchedule(schedule, actor);

/** The workshop's card of a marketplace row: its price as a decimal (DESIGN.md "Money and seats"). */
function presentCard(row: PublicWorkshopRow): PublicScheduleResource['workshop'] {
  return {
    id: row.workshopId,
    title: row.workshopTitle,
    slug: row.workshopSlug,
    description: row.workshopDescription,
    image: row.workshopImage,
    imagePlaceholder: row.workshopImagePlaceholder,
    price: fromMinorUnits(row.workshopPriceMinor, row.workshopCurrency),
    currency: row.workshopCurrency,
    priceTiers: presentTiers(row.workshopPriceTiers, row.workshopCurrency),
    maxSeats: row.workshopMaxSeats,
    maxSeatsPerBooking: row.workshopMaxSeatsPerBooking ?? row.workshopMaxSeats,
    cancellationPolicy: row.workshopCancellationPolicy,
  };
}

/** The coach's public fields of a marketplace row only (no email, no phone). */
function presentCoach(row: PublicWorkshopRow): PublicScheduleResource['coach'] {
  return {
    id: row.coachId,
    username: row.coachUsername,
    // The one rule of avatar addresses, applied to the row's avatar column.
    avatarUrl: avatarUrl({ avatar: row.coachAvatar } as User),
    firstName: row.coachFirstName,
    lastName: row.coachLastName,
    headline: row.coachHeadline,
  };
}

/** The workshop of a marketplace row as the pricing service reads it. */
export const pricedWorkshop = (row: PublicWorkshopRow) => ({
  priceMinor: row.workshopPriceMinor,
  currency: row.workshopCurrency,
  priceTiers: row.workshopPriceTiers,
});

/** A marketplace item from one row of the public query: the schedule, its workshop's card, its coach. */
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
    priceNow: presentPriceNow(pricedWorkshop(row), {
      earlyBirdTaken: row.earlyBirdSeats,
      seatsLeft: Math.max(0, Number(row.seatsLeft)),
    }),
    sessionCount: row.sessionCount,
    cadence: row.cadence,
    seatsToRun: seatsToRun(row, { minSeats: row.workshopMinSeats }),
    workshop: presentCard(row),
    coach: presentCoach(row),
  };
}

/**
 * A workshop's public page: its card, video and coach from its row, its sessions from marketplace rows,
 * and what attendees said (the feedbacks with their graph, and the average and count of all of them).
 */
export function presentPublicWorkshop(page: {
  workshop: PublicWorkshopRow & { workshopVideo: string | null };
  sessions: PublicScheduleRow[];
  reviews: Feedback[];
  rating: { average: number | string | null; count: number | string };
}): PublicWorkshopResource {
  const { workshop, rating } = page;
  return {
    ...presentCard(workshop),
    video: workshop.workshopVideo,
    coach: presentCoach(workshop),
    sessions: page.sessions.map((row) => {
      const { id, startDate, endDate, timezone, country, location, level, mode, seatsLeft, priceNow } =
        presentPublicSchedule(row);
      const { sessionCount, cadence, seatsToRun: short } = presentPublicSchedule(row);
      return {
        id,
        startDate,
        endDate,
        timezone,
        country,
        location,
        level,
        mode,
        seatsLeft,
        priceNow,
        sessionCount,
        cadence,
        seatsToRun: short,
      };
    }),
    // avg() is numeric and count() a bigint: text from pg, numbers from PGlite.
    rating: { average: rating.average === null ? null : Number(rating.average), count: Number(rating.count) },
    reviews: page.reviews.map(presentPublicFeedback),
  };
}
