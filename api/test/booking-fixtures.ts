import type { Knex } from 'knex';
import type { Tenant } from '../src/models/tenant.ts';
import type { User } from '../src/models/user.ts';
import { Workshop } from '../src/models/workshop.ts';
import { WorkshopSchedule } from '../src/models/workshop-schedule.ts';
import { bearerFor, createTenant, createUser } from './identity-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A booker's address that passes the §5 rules. */
export const address = {
  addressLine1: '1 Main St',
  city: 'Berlin',
  state: 'BE',
  zip: '10115',
  country: 'de',
};

/** A published schedule with its team and coach. */
export interface ScheduleFixture {
  team: Tenant;
  coach: User;
  schedule: WorkshopSchedule;
}

/**
 * A published schedule of a workshop with `maxSeats` seats at `priceMinor` each, starting in two days: a
 * booker's cancellation is still refunded in full by the default cancellation policy (24 hours).
 */
export async function createSchedule(
  knex: Knex,
  options: { maxSeats: number; priceMinor?: number },
): Promise<ScheduleFixture> {
  const team = await createTenant(knex);
  const coach = await createUser(knex, { tenants: [team], roles: ['coach'] });
  const workshop = await Workshop.forTenant(team.id, knex).insert({
    coachId: coach.id,
    title: 'Prompt engineering',
    slug: `seats-${team.slug}`,
    priceMinor: options.priceMinor ?? 1000,
    maxSeats: options.maxSeats,
    status: 'PUBLISHED',
  });
  const start = new Date(Date.now() + 2 * 86_400_000);
  const schedule = await WorkshopSchedule.forTenant(team.id, knex).insert({
    workshopId: workshop.id,
    coachId: coach.id,
    startDate: start,
    endDate: new Date(start.getTime() + 3_600_000),
    status: 'PUBLISHED',
  });
  return { team, coach, schedule };
}

/**
 * The body of a coach's confirmation of a booking not paid through Exceed: it records how it was paid
 * outside (here, nothing by another way), without which it is refused (confirm-unpaid.test.ts).
 */
export const confirmUnpaid = { status: 'CONFIRMED', offlinePayment: { method: 'OTHER', amount: 0 } } as const;

/** A booking as answers show it (the fields tests read). */
export interface BookingAnswer {
  message: string;
  errors: Record<string, string[]>;
  data: {
    id: string;
    status: string;
    seats: number;
    holdExpiresAt: string | null;
    amountDue: number;
    cancellationReason: string | null;
    coachNotes: string | null;
    address: { country: string; city: string };
  };
}

/**
 * `user` (a new client when omitted) books `seats` on a schedule through the API; `extra` adds fields to
 * the body (a quote's paymentIntentId).
 */
export async function book(
  app: TestApp,
  knex: Knex,
  scheduleId: string,
  seats: number,
  user?: User,
  extra: Record<string, unknown> = {},
): Promise<{ status: number; body: BookingAnswer; user: User; headers: Record<string, string> }> {
  const booker = user ?? (await createUser(knex));
  const headers = await bearerFor(knex, booker);
  const res = await app.json<BookingAnswer>('/v1/bookings', {
    method: 'POST',
    headers,
    json: { userId: booker.id, workshopScheduleId: scheduleId, seats, address, ...extra },
  });
  return { ...res, user: booker, headers };
}
