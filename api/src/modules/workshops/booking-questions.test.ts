import {
  ANSWER_REQUIRED_MESSAGE,
  BOOKING_ANSWER_MESSAGES,
  BOOKING_QUESTION_MESSAGES,
  type BookingAnswer,
  type BookingQuestionResource,
} from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule, type ScheduleFixture } from '../../../test/booking-fixtures.ts';
import { readCsv } from '../../../test/csv-fixtures.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { hashSecret, newSecret } from '../../auth/secrets.ts';
import { Booking } from '../../models/booking.ts';
import { BookingQuestion } from '../../models/booking-question.ts';
import { BookingSeat } from '../../models/booking-seat.ts';

const t = useApiTest();
const knex = () => t.db.knex;

type Errors = { errors: Record<string, string[]> };
type Questions = { data: BookingQuestionResource[] } & Errors;

const coachHeaders = async (fixture: ScheduleFixture) => ({
  ...(await bearerFor(knex(), fixture.coach)),
  'X-Team': fixture.team.slug,
});

const setQuestions = async (
  fixture: ScheduleFixture,
  questions: unknown[],
  headers?: Record<string, string>,
) =>
  t.app.json<Questions>(`/v1/workshops/${fixture.schedule.workshopId}/questions`, {
    method: 'PUT',
    headers: headers ?? (await coachHeaders(fixture)),
    json: { questions },
  });

/** A workshop asking a company (required, once per booking), a diet (one choice, per attendee), yes/no. */
async function workshopWithQuestions() {
  const fixture = await createSchedule(knex(), { maxSeats: 10, priceMinor: 1000 });
  const set = await setQuestions(fixture, [
    { kind: 'short_text', label: 'Company', required: true },
    { kind: 'one_choice', label: 'Diet', choices: ['Vegan', 'Any'], perAttendee: true },
    { kind: 'yes_no', label: 'First workshop?' },
  ]);
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const [company, diet, first] = set.body.data as [
    BookingQuestionResource,
    BookingQuestionResource,
    BookingQuestionResource,
  ];
  return { fixture, company, diet, first };
}

describe('a workshop’s booking questions', () => {
  it('are set in order, changed, reordered and removed by the coach', async () => {
    const { fixture, company, diet, first } = await workshopWithQuestions();
    expect(company).toMatchObject({
      kind: 'short_text',
      label: 'Company',
      required: true,
      perAttendee: false,
    });
    expect(diet).toMatchObject({ choices: ['Vegan', 'Any'], perAttendee: true, required: false });
    const changed = await setQuestions(fixture, [
      { id: first.id, kind: 'yes_no', label: 'First time here?' },
      { id: company.id, kind: 'long_text', label: 'Company', choices: ['dropped'] },
    ]);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual([
      {
        id: first.id,
        kind: 'yes_no',
        label: 'First time here?',
        choices: [],
        required: false,
        perAttendee: false,
      },
      {
        id: company.id,
        kind: 'long_text',
        label: 'Company',
        choices: [],
        required: false,
        perAttendee: false,
      },
    ]);
    // Removed softly: answers given to it stay readable on their bookings.
    expect(await BookingQuestion.acrossTenants(knex()).onlyDeleted().findById(diet.id)).toBeDefined();
    const read = await t.app.json<Questions>(`/v1/workshops/${fixture.schedule.workshopId}/questions`, {
      headers: await coachHeaders(fixture),
    });
    expect(read.body.data.map((question) => question.id)).toEqual([first.id, company.id]);
  });

  it('refuses a choice question without two distinct choices, an unknown kind or id, and writes nothing', async () => {
    const fixture = await createSchedule(knex(), { maxSeats: 10 });
    const bad = await setQuestions(fixture, [
      { kind: 'one_choice', label: 'Size', choices: ['M'] },
      { kind: 'several_choices', label: 'Topics', choices: ['AI', 'ai'] },
      { kind: 'short_text', label: 'Name', id: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'questions.0.choices': [BOOKING_QUESTION_MESSAGES.choicesNeeded],
      'questions.1.choices': [BOOKING_QUESTION_MESSAGES.choicesDistinct],
      'questions.2.id': [BOOKING_QUESTION_MESSAGES.unknownQuestion],
    });
    const kind = await setQuestions(fixture, [{ kind: 'essay', label: 'Why?' }]);
    expect(kind.status).toBe(422);
    expect(kind.body.errors).toEqual({ 'questions.0.kind': [BOOKING_QUESTION_MESSAGES.kind] });
    expect(
      await BookingQuestion.acrossTenants(knex()).where('workshopId', fixture.schedule.workshopId),
    ).toEqual([]);
  });

  it('are set by the coach and the team’s owners, not by another member or another team', async () => {
    const fixture = await createSchedule(knex(), { maxSeats: 10 });
    const as = async (user: Parameters<typeof bearerFor>[1], slug = fixture.team.slug) => ({
      ...(await bearerFor(knex(), user)),
      'X-Team': slug,
    });
    const owner = await createUser(knex(), { tenants: [{ tenant: fixture.team, role: 'owner' }] });
    const member = await createUser(knex(), { tenants: [fixture.team], roles: ['coach'] });
    const otherTeam = await createTenant(knex());
    const stranger = await createUser(knex(), { tenants: [otherTeam], roles: ['coach'] });
    const one = [{ kind: 'short_text', label: 'Company' }];
    expect((await setQuestions(fixture, one, await as(owner))).status).toBe(200);
    expect((await setQuestions(fixture, one, await as(member))).status).toBe(403);
    expect((await setQuestions(fixture, one, await as(stranger, otherTeam.slug))).status).toBe(404);
    expect((await setQuestions(fixture, one, {})).status).toBe(401);
    // Any member reads them, as they read the workshop.
    const read = await t.app.json<Questions>(`/v1/workshops/${fixture.schedule.workshopId}/questions`, {
      headers: await as(member),
    });
    expect(read.body.data).toMatchObject([{ label: 'Company' }]);
  });
});

describe('answers', () => {
  it('are asked by the public booking read and checked when booking: required, choices, yes/no', async () => {
    const { fixture, company, diet, first } = await workshopWithQuestions();
    const asked = await t.app.json<Questions>(
      `/v1/public/workshop-schedules/${fixture.schedule.id}/questions`,
    );
    expect(asked.body.data.map((question) => question.label)).toEqual(['Company', 'Diet', 'First workshop?']);

    const missing = await book(t.app, knex(), fixture.schedule.id, 1, undefined, { answers: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ [`answers.${company.id}`]: [ANSWER_REQUIRED_MESSAGE] });
    const wrong = await book(t.app, knex(), fixture.schedule.id, 1, undefined, {
      answers: { [company.id]: 'Acme', [diet.id]: 'Paleo', [first.id]: 'maybe' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      [`answers.${diet.id}`]: [BOOKING_ANSWER_MESSAGES.oneChoice],
      [`answers.${first.id}`]: [BOOKING_ANSWER_MESSAGES.yesNo],
    });
    const long = await book(t.app, knex(), fixture.schedule.id, 1, undefined, {
      answers: { [company.id]: 'x'.repeat(201) },
    });
    expect(long.body.errors).toEqual({
      [`answers.${company.id}`]: ['The answer may not be greater than 200 characters.'],
    });
    // Nothing of a refused attempt is kept: no booking, no seat held.
    expect(await Booking.acrossTenants(knex()).where('workshopScheduleId', fixture.schedule.id)).toEqual([]);

    const booked = await book(t.app, knex(), fixture.schedule.id, 2, undefined, {
      answers: { [company.id]: ' Acme ', [diet.id]: 'Vegan', [first.id]: false },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const shown = await t.app.json<{ data: { answers: BookingAnswer[] } }>(
      `/v1/bookings/${booked.body.data.id}`,
      {
        headers: await coachHeaders(fixture),
      },
    );
    expect(shown.body.data.answers).toEqual([
      { questionId: company.id, label: 'Company', kind: 'short_text', perAttendee: false, value: 'Acme' },
      { questionId: diet.id, label: 'Diet', kind: 'one_choice', perAttendee: true, value: 'Vegan' },
      { questionId: first.id, label: 'First workshop?', kind: 'yes_no', perAttendee: false, value: false },
    ]);
    // A question renamed later leaves the answer as it was asked.
    await setQuestions(fixture, [{ id: company.id, kind: 'short_text', label: 'Employer', required: true }]);
    const again = await t.app.json<{ data: { answers: BookingAnswer[] } }>(
      `/v1/bookings/${booked.body.data.id}`,
      {
        headers: await coachHeaders(fixture),
      },
    );
    expect(again.body.data.answers[0]).toMatchObject({ label: 'Company', value: 'Acme' });
  });

  it('of an invitee are asked and checked when they accept their seat, and shown on the seat list', async () => {
    const { fixture, company, diet } = await workshopWithQuestions();
    const booked = await book(t.app, knex(), fixture.schedule.id, 2, undefined, {
      answers: { [company.id]: 'Acme' },
    });
    const invitee = await createUser(knex());
    const token = newSecret();
    const seat = await BookingSeat.forTenant(fixture.team.id, knex()).insert({
      bookingId: booked.body.data.id,
      userId: invitee.id,
      inviterId: booked.user.id,
      status: 'PENDING',
      attended: false,
      invitationTokenHash: hashSecret(token),
      invitationExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const shown = await t.app.json<{ data: { questions: BookingQuestionResource[] } }>(
      `/v1/invitations/${token}`,
    );
    expect(shown.body.data.questions.map((question) => question.id)).toEqual([diet.id]);
    const headers = await bearerFor(knex(), invitee);
    const accept = (answers: Record<string, unknown>) =>
      t.app.json<Errors>('/v1/invitations/accept', {
        method: 'POST',
        headers,
        json: { invitation_token: token, answers },
      });
    const once = await accept({ [company.id]: 'Other' });
    expect(once.status).toBe(422);
    expect(once.body.errors).toEqual({ [`answers.${company.id}`]: [BOOKING_ANSWER_MESSAGES.notAsked] });
    expect((await BookingSeat.forTenant(fixture.team.id, knex()).findById(seat.id))?.status).toBe('PENDING');
    expect((await accept({ [diet.id]: 'Any' })).status).toBe(200);
    const seats = await t.app.json<{ data: Array<{ id: string; answers: BookingAnswer[] }> }>(
      `/v1/booking-seats?bookingId=${booked.body.data.id}`,
      { headers: await coachHeaders(fixture) },
    );
    expect(seats.body.data.find((row) => row.id === seat.id)?.answers).toEqual([
      { questionId: diet.id, label: 'Diet', kind: 'one_choice', perAttendee: true, value: 'Any' },
    ]);
    // Handed on, the seat's answers were its last holder's: the new one answers on accepting.
    const handed = await t.app.json(`/v1/booking-seats/${seat.id}/transfer`, {
      method: 'POST',
      headers,
      json: { email: 'next@example.test' },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect((await BookingSeat.forTenant(fixture.team.id, knex()).findById(seat.id))?.answers).toEqual([]);
  });

  it('are a column each of the attendee export, formulas neutralised', async () => {
    const { fixture, company, diet } = await workshopWithQuestions();
    await book(t.app, knex(), fixture.schedule.id, 1, undefined, {
      answers: { [company.id]: '=HYPERLINK("http://evil.test","x")', [diet.id]: 'Vegan' },
    });
    const csv = await readCsv(
      t.app,
      `/v1/workshop-schedules/${fixture.schedule.id}/attendees.csv`,
      await coachHeaders(fixture),
    );
    expect(csv.header.slice(-3)).toEqual(['Company', 'Diet', 'First workshop?']);
    expect(csv.records[0]).toMatchObject({
      Company: `'=HYPERLINK("http://evil.test","x")`,
      Diet: 'Vegan',
      'First workshop?': '',
    });
  });
});
