import type { Knex } from 'knex';
import { type CertificateFacts, issueCertificate } from '../src/certificates/issue-certificate.ts';
import type { User } from '../src/models/user.ts';
import { book, createSchedule, type ScheduleFixture } from './booking-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** The issuer the fixtures' certificates name (APP_URL of a test app, whose port changes). */
export const ISSUER = 'https://exceed.example';

/** A client's booking of one seat on a fixture schedule (a new one unless given): a place to certify. */
export async function bookedPlace(app: TestApp, knex: Knex, booker?: User, fixture?: ScheduleFixture) {
  const made = fixture ?? (await createSchedule(knex, { maxSeats: 10 }));
  const booked = await book(app, knex, made.schedule.id, 1, booker);
  if (booked.status !== 201) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
  return { ...made, bookingId: booked.body.data.id, booker: booked.user, headers: booked.headers };
}

/** The facts of a booker's own place at the end of a three-session cohort they attended two of. */
export function factsOf(
  place: { team: { id: string }; schedule: { id: string }; bookingId: string; booker: { id: string } },
  overrides: Partial<CertificateFacts> = {},
): CertificateFacts {
  return {
    tenantId: place.team.id,
    scheduleId: place.schedule.id,
    bookingId: place.bookingId,
    bookingSeatId: null,
    userId: place.booker.id,
    holderName: 'Ada Lovelace',
    workshopTitle: 'Prompt engineering',
    coachName: 'Grace Hopper',
    startDate: new Date('2026-03-03T09:00:00Z'),
    endDate: new Date('2026-03-17T11:00:00Z'),
    timeZone: 'Europe/London',
    minutes: 240,
    sessionsAttended: 2,
    sessionCount: 3,
    ...overrides,
  };
}

/** A booked place and its certificate, issued as a cohort's end issues it. */
export async function certifiedPlace(app: TestApp, knex: Knex, booker?: User) {
  const place = await bookedPlace(app, knex, booker);
  const certificate = await issueCertificate(knex, factsOf(place), ISSUER);
  return { ...place, certificate };
}
