import { CHECK_IN_MESSAGES, FEEDBACK_MESSAGES, formatCheckInCode } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
import { paidBooking } from '../../../test/payment-fixtures.ts';
import { settleAttendance } from '../../bookings/settle-attendance.ts';
import { BookingSeat } from '../../models/booking-seat.ts';

const t = useApiTest();

interface Attendee {
  code: string;
  name: string | null;
  role: string;
  bookingId: string;
  checkedInAt: string | null;
}
interface CheckIns {
  data: { session: { id: string }; settled: boolean; attendees: Attendee[] };
  errors?: Record<string, string[]>;
}
interface CheckInAnswer {
  data: { attendee: Attendee; alreadyCheckedIn: boolean };
  errors?: Record<string, string[]>;
}

/**
 * A two-session cohort whose first session began ten minutes ago: `came` and `stayedAway` each hold a paid
 * booking of one seat, `pair` one of two; none gave a seat away yet, so each booker attends by their
 * booking's code.
 */
async function startedCohort() {
  const made = await createSchedule(t.db.knex, { maxSeats: 10 });
  const coachHeaders = { ...(await bearerFor(t.db.knex, made.coach)), 'X-Team': made.team.slug };
  const path = `/v1/workshop-schedules/${made.schedule.id}`;
  const series = await t.app.json(`${path}/sessions/series`, {
    method: 'POST',
    headers: coachHeaders,
    json: { count: 1 },
  });
  expect(series.status).toBe(201);
  const came = await paidBooking(t.app, t.db.knex, 1, made);
  const stayedAway = await paidBooking(t.app, t.db.knex, 1, made);
  const pair = await paidBooking(t.app, t.db.knex, 2, made);
  // The first session starts ten minutes ago: the cohort's dates move with its sessions in the database.
  const shift = made.schedule.startDate.getTime() - (Date.now() - 10 * 60_000);
  await t.db.knex.raw(
    `update schedule_sessions set start_date = start_date - make_interval(secs => ?),
       end_date = end_date - make_interval(secs => ?) where workshop_schedule_id = ?`,
    [shift / 1000, shift / 1000, made.schedule.id],
  );
  await t.db.knex.raw(
    `update workshop_schedules set start_date = start_date - make_interval(secs => ?),
       end_date = end_date - make_interval(secs => ?) where id = ?`,
    [shift / 1000, shift / 1000, made.schedule.id],
  );
  const sessions = (
    await t.db
      .knex('schedule_sessions')
      .where('workshopScheduleId', made.schedule.id)
      .orderBy('startDate')
      .select('id')
  ).map((row: { id: string }) => row.id);
  return { ...made, coachHeaders, path, came, stayedAway, pair, sessions };
}

const codeOf = async (bookingId: string, headers: Record<string, string>) =>
  (await t.app.json<{ data: { checkInCode: string | null } }>(`/v1/bookings/${bookingId}`, { headers })).body
    .data.checkInCode;

describe('check-in at a session', () => {
  it('the booker scans in by their code (typed as printed too), once; a stranger, another code and an early session are refused', async () => {
    const cohort = await startedCohort();
    const [first, second] = cohort.sessions;
    const code = await codeOf(cohort.came.id, cohort.came.headers);
    expect(code).toMatch(/^[0-9A-F]{10}$/);
    // The coach reads no code of the booker's in the booking: only the booker holds it.
    expect(await codeOf(cohort.came.id, cohort.coachHeaders)).toBeNull();

    const listed = await t.app.json<CheckIns>(`${cohort.path}/sessions/${first}/check-ins`, {
      headers: cohort.coachHeaders,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.attendees).toHaveLength(3);
    expect(listed.body.data.attendees.every((one) => one.checkedInAt === null && one.role === 'BOOKER')).toBe(
      true,
    );

    const scan = (sessionId: string | undefined, typed: string) =>
      t.app.json<CheckInAnswer>(`${cohort.path}/sessions/${sessionId}/check-ins`, {
        method: 'POST',
        headers: cohort.coachHeaders,
        json: { code: typed },
      });
    const scanned = await scan(first, String(code));
    expect(scanned.status).toBe(200);
    expect(scanned.body.data).toMatchObject({
      alreadyCheckedIn: false,
      attendee: { code, bookingId: cohort.came.id, role: 'BOOKER' },
    });
    // Typed as the pass prints it, in small letters: the same attendee, already in.
    const again = await scan(first, formatCheckInCode(String(code)).toLowerCase());
    expect(again.body.data.alreadyCheckedIn).toBe(true);
    expect(again.body.data.attendee.checkedInAt).toBe(scanned.body.data.attendee.checkedInAt);

    expect((await scan(first, 'FFFFFFFFFF')).body.errors).toEqual({ code: [CHECK_IN_MESSAGES.unknownCode] });
    // The second session is a week ahead: its check-in has not opened.
    expect((await scan(second, String(code))).body.errors).toEqual({ code: [CHECK_IN_MESSAGES.notOpen] });
    // Another coach of another team cannot check anyone in here.
    const stranger = await createUser(t.db.knex, { roles: ['coach'] });
    const refused = await t.app.json(`${cohort.path}/sessions/${first}/check-ins`, {
      method: 'POST',
      headers: { ...(await bearerFor(t.db.knex, stranger)), 'X-Team': cohort.team.slug },
      json: { code },
    });
    expect(refused.status).toBe(403);

    const after = await t.app.json<CheckIns>(`${cohort.path}/sessions/${first}/check-ins`, {
      headers: cohort.coachHeaders,
    });
    const cameRow = after.body.data.attendees.find((one) => one.bookingId === cohort.came.id);
    expect(cameRow?.checkedInAt).toBe(scanned.body.data.attendee.checkedInAt);

    // Taken back, and scanned again.
    const undo = await t.app.request(`${cohort.path}/sessions/${first}/check-ins/${code}`, {
      method: 'DELETE',
      headers: cohort.coachHeaders,
    });
    expect(undo.status).toBe(204);
    expect((await scan(first, String(code))).body.data.alreadyCheckedIn).toBe(false);
  });

  it("an invitee checks in by their seat's code; at the end attendance decides COMPLETED and NO_SHOW, and who may leave feedback", async () => {
    const cohort = await startedCohort();
    const [first] = cohort.sessions;
    // A booking of two seats: one kept by its booker, one given to an invitee who accepted.
    const invitee = await createUser(t.db.knex);
    const { pair } = cohort;
    const seat = await BookingSeat.forTenant(cohort.team.id, t.db.knex).insertAndFetch({
      bookingId: pair.id,
      userId: invitee.id,
      status: 'ACCEPTED',
    });
    const inviteeHeaders = await bearerFor(t.db.knex, invitee);
    const seatRead = await t.app.json<{ data: { checkInCode: string | null } }>(
      `/v1/booking-seats/${seat.id}`,
      {
        headers: inviteeHeaders,
      },
    );
    expect(seatRead.body.data.checkInCode).toBe(seat.checkInCode);

    const listed = await t.app.json<CheckIns>(`${cohort.path}/sessions/${first}/check-ins`, {
      headers: cohort.coachHeaders,
    });
    expect(listed.body.data.attendees.filter((one) => one.bookingId === pair.id)).toHaveLength(2);

    const scanned = await t.app.json<CheckInAnswer>(`${cohort.path}/sessions/${first}/check-ins`, {
      method: 'POST',
      headers: cohort.coachHeaders,
      json: { code: seat.checkInCode },
    });
    expect(scanned.body.data.attendee).toMatchObject({ role: 'INVITEE', bookingId: pair.id });
    const bookerCode = await codeOf(cohort.came.id, cohort.came.headers);
    await t.app.json(`${cohort.path}/sessions/${first}/check-ins`, {
      method: 'POST',
      headers: cohort.coachHeaders,
      json: { code: bookerCode },
    });

    // A certificate for coming to half the sessions or more: each of the two came to one of two.
    await t.db.knex('workshop_schedules').where({ id: cohort.schedule.id }).update({ certificateShare: 50 });
    // Its attendance is settled once (the sweep does it an hour after the cohort's end), by two runners.
    const settled = await Promise.all([
      t.db.knex.transaction((trx) =>
        settleAttendance(trx, { tenantId: cohort.team.id, id: cohort.schedule.id }, 'http://localhost:3000'),
      ),
      t.db.knex.transaction((trx) =>
        settleAttendance(trx, { tenantId: cohort.team.id, id: cohort.schedule.id }, 'http://localhost:3000'),
      ),
    ]);
    expect(settled.filter(Boolean)).toHaveLength(1);
    const statuses = Object.fromEntries(
      (
        await t.db.knex('bookings').where('workshopScheduleId', cohort.schedule.id).select('id', 'status')
      ).map((row: { id: string; status: string }) => [row.id, row.status]),
    );
    expect(statuses).toEqual({
      [cohort.came.id]: 'COMPLETED',
      [cohort.stayedAway.id]: 'NO_SHOW',
      [pair.id]: 'COMPLETED',
    });
    expect((await BookingSeat.forTenant(cohort.team.id, t.db.knex).findById(seat.id))?.attended).toBe(true);

    // Certificates: the two who came, none for those who did not; the booker finds theirs on the booking.
    const certificates = await t.db
      .knex('certificates')
      .where('workshopScheduleId', cohort.schedule.id)
      .select('bookingId', 'bookingSeatId', 'sessionsAttended', 'sessionCount', 'minutes', 'code');
    expect(
      certificates.map(({ bookingId, bookingSeatId, sessionsAttended, sessionCount, minutes }) => ({
        bookingId,
        bookingSeatId,
        sessionsAttended,
        sessionCount,
        minutes,
      })),
    ).toEqual(
      expect.arrayContaining([
        { bookingId: cohort.came.id, bookingSeatId: null, sessionsAttended: 1, sessionCount: 2, minutes: 60 },
        { bookingId: pair.id, bookingSeatId: seat.id, sessionsAttended: 1, sessionCount: 2, minutes: 60 },
      ]),
    );
    expect(certificates).toHaveLength(2);
    const mine = await t.app.json<{ data: { certificateCode: string | null } }>(
      `/v1/bookings/${cohort.came.id}`,
      {
        headers: cohort.came.headers,
      },
    );
    expect(mine.body.data.certificateCode).toBe(
      certificates.find((one) => one.bookingId === cohort.came.id)?.code,
    );

    // Feedback: those checked in may leave it; the booker who stayed away, and the pair's booker, who gave
    // their place's code to nobody and was not scanned, may not.
    const feedback = (headers: Record<string, string>) =>
      t.app.json('/v1/feedbacks', {
        method: 'POST',
        headers,
        json: { workshopScheduleId: cohort.schedule.id, rating: 5, comment: 'Clear and practical.' },
      });
    expect((await feedback(cohort.came.headers)).status).toBe(201);
    expect((await feedback(inviteeHeaders)).status).toBe(201);
    expect((await feedback(cohort.stayedAway.headers)).body).toMatchObject({
      errors: { workshopScheduleId: [FEEDBACK_MESSAGES.notAttended] },
    });
    expect((await feedback(pair.headers)).status).toBe(422);

    // Settled: the check-in page says so, and takes no more.
    const after = await t.app.json<CheckIns>(`${cohort.path}/sessions/${first}/check-ins`, {
      headers: cohort.coachHeaders,
    });
    expect(after.body.data.settled).toBe(true);
    const late = await t.app.json<CheckInAnswer>(`${cohort.path}/sessions/${first}/check-ins`, {
      method: 'POST',
      headers: cohort.coachHeaders,
      json: { code: bookerCode },
    });
    expect(late.body.errors).toEqual({ code: [CHECK_IN_MESSAGES.settled] });
  });

  it("the booking's confirmation mail carries the booker's code and its QR code as an inline image", async () => {
    const made = await createSchedule(t.db.knex, { maxSeats: 10 });
    const booked = await paidBooking(t.app, t.db.knex, 1, made);
    await t.app.jobs.drain();
    const code = String(await codeOf(booked.id, booked.headers));
    const to = (
      await t.app.json<{ data: { user: { email: string } } }>(`/v1/bookings/${booked.id}`, {
        headers: booked.headers,
      })
    ).body.data.user.email;
    const mail = (await outbox(t.app)).find(
      (one) => one.to === to && one.subject.startsWith('Booking confirmed'),
    );
    expect(mail?.text).toContain(formatCheckInCode(code));
    expect(mail?.html).toContain('src="cid:check-in-pass"');
    const image = mail?.attachments?.find((one) => one.cid === 'check-in-pass');
    expect(image).toMatchObject({ contentType: 'image/png', encoding: 'base64' });
    // A PNG's signature, base64-encoded.
    expect(image?.content.startsWith('iVBORw0KGgo')).toBe(true);
  });
});
