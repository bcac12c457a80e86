import { expect } from 'vitest';
import type { User } from '../src/models/user.ts';
import type { ApiTestContext } from './api-test.ts';
import { address, book, createSchedule } from './booking-fixtures.ts';
import { bearerFor, createUser } from './identity-fixtures.ts';

/** A waitlist entry as the API answers it (the fields tests read). */
export interface EntryAnswer {
  errors: Record<string, string[]>;
  data: { id: string; status: string; seats: number; place: number | null; username: string };
}

/** A list of waitlist entries. */
export interface EntriesAnswer {
  data: Array<EntryAnswer['data']>;
  meta: { total: number; perPage: number };
}

/** The waitlist's test steps, through the API of `t`'s app (read when a step runs, after beforeAll). */
export function waitlistFixtures(t: ApiTestContext) {
  /** A schedule of `maxSeats` seats at `priceMinor` each (10.00 by default), all of them booked. */
  async function fullSchedule(maxSeats = 1, priceMinor?: number) {
    const fixture = await createSchedule(t.db.knex, {
      maxSeats,
      ...(priceMinor !== undefined ? { priceMinor } : {}),
    });
    const booked = await book(t.app, t.db.knex, fixture.schedule.id, maxSeats);
    expect(booked.status).toBe(201);
    return { ...fixture, booking: booked };
  }

  /** A person (a new one unless `user`) joins the line of `scheduleId` for `seats` seats; `extra` adds to the body. */
  async function join(scheduleId: string, seats = 1, extra: Record<string, unknown> = {}, user?: User) {
    const person = user ?? (await createUser(t.db.knex));
    const headers = await bearerFor(t.db.knex, person);
    const res = await t.app.json<EntryAnswer>('/v1/waitlist-entries', {
      method: 'POST',
      headers,
      json: { workshopScheduleId: scheduleId, seats, ...extra },
    });
    return { ...res, user: person, headers };
  }

  /** What a person sees of their own (newest) entry. */
  async function mine(headers: Record<string, string>) {
    return (
      await t.app.json<
        EntriesAnswer & { data: Array<{ bookingId: string | null; offerExpiresAt: string | null }> }
      >('/v1/waitlist-entries', {
        headers,
      })
    ).body.data[0];
  }

  /** Claims the offer of entry `id` with the fixture's address; `extra` adds to the body (answers). */
  const claim = (id: string, headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
    t.app.json<{
      data: { id: string; status: string; seats: number; answers: unknown[] };
      errors: Record<string, string[]>;
    }>(`/v1/waitlist-entries/${id}/claim`, { method: 'POST', headers, json: { address, ...extra } });

  /** Frees the seats of a full schedule: the booker of `booking` cancels it (the offers are not run yet). */
  async function freeSeats(booking: { body: { data: { id: string } }; headers: Record<string, string> }) {
    const cancelled = await t.app.json(`/v1/bookings/${booking.body.data.id}`, {
      method: 'PATCH',
      headers: booking.headers,
      json: { status: 'CANCELLED', cancellationReason: 'Plans changed' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  }

  /** Runs the jobs (offers, charges, their mail) that are due, and with `lapse` those due at an offer's end, now. */
  async function runOffers(options: { lapse?: boolean } = {}) {
    if (options.lapse) {
      const past = new Date(Date.now() - 1000);
      const offered = t.db.knex('waitlist_entries').where({ status: 'OFFERED' });
      await t.db
        .knex('bookings')
        .whereIn('id', offered.clone().select('booking_id'))
        .update({ hold_expires_at: past });
      await offered.update({ offer_expires_at: past });
      await t.db.knex('jobs').whereNull('done_at').update({ run_at: past });
    }
    await t.app.jobs.drain();
  }

  return { fullSchedule, join, mine, claim, freeSeats, runOffers };
}
