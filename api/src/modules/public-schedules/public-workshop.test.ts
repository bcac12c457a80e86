import type { PublicWorkshopResource } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { createUser } from '../../../test/identity-fixtures.ts';
import { Feedback } from '../../models/feedback.ts';
import { Profile } from '../../models/profile.ts';
import { Tenant } from '../../models/tenant.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

const DAY_MS = 86_400_000;

/** The workshop's public page as a visitor reads it. */
const page = (id: string) => t.app.json<{ data: PublicWorkshopResource }>(`/v1/public/workshops/${id}`);

/** A schedule of the fixture's workshop `days` from now, in `status` and `visibility`. */
async function sessionOf(
  fixture: Awaited<ReturnType<typeof createSchedule>>,
  days: number,
  fields: { status?: 'DRAFT' | 'PUBLISHED'; visibility?: 'PUBLIC' | 'PRIVATE' } = {},
) {
  const start = new Date(Date.now() + days * DAY_MS);
  return WorkshopSchedule.forTenant(fixture.team.id, t.db.knex).insert({
    workshopId: fixture.schedule.workshopId,
    coachId: fixture.coach.id,
    startDate: start,
    endDate: new Date(start.getTime() + 3_600_000),
    timezone: 'America/Chicago',
    status: 'PUBLISHED',
    ...fields,
  });
}

describe('GET /v1/public/workshops/:id', () => {
  it('shows what the coach wrote, the coach, the listed upcoming sessions with seats left, and reviews', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 4900 });
    const workshopId = fixture.schedule.workshopId;
    await Workshop.forTenant(fixture.team.id, t.db.knex).findById(workshopId).patch({
      description: 'Write prompts that hold.\n\nBring a laptop.',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await Profile.query(t.db.knex)
      .where({ userId: fixture.coach.id })
      .patch({ firstName: 'Olivia', lastName: 'Coach' });
    const later = await sessionOf(fixture, 9);
    await sessionOf(fixture, 5, { visibility: 'PRIVATE' });
    await sessionOf(fixture, 6, { status: 'DRAFT' });
    const past = await sessionOf(fixture, -7);
    const attendee = await createUser(t.db.knex);
    await Profile.query(t.db.knex)
      .where({ userId: attendee.id })
      .patch({ firstName: 'Ada', lastName: 'Lovelace' });
    await Feedback.forTenant(fixture.team.id, t.db.knex).insert([
      { workshopScheduleId: past.id, userId: attendee.id, rating: 5, comment: 'Clear and practical.' },
      { workshopScheduleId: past.id, userId: (await createUser(t.db.knex)).id, rating: 4, comment: null },
    ]);
    expect((await book(t.app, t.db.knex, fixture.schedule.id, 2)).status).toBe(201);

    const answer = await page(workshopId);
    expect(answer.status).toBe(200);
    const workshop = answer.body.data;
    expect(workshop).toMatchObject({
      id: workshopId,
      title: 'Prompt engineering',
      description: 'Write prompts that hold.\n\nBring a laptop.',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      price: 49,
      currency: 'USD',
      coach: {
        id: fixture.coach.id,
        username: fixture.coach.username,
        firstName: 'Olivia',
        lastName: 'Coach',
      },
      rating: { average: 4.5, count: 2 },
    });
    // The private, the draft and the past sessions are not offered; the booked one shows what is left.
    expect(workshop.sessions.map((session) => [session.id, session.seatsLeft])).toEqual([
      [fixture.schedule.id, 3],
      [later.id, 5],
    ]);
    expect(workshop.sessions[1]?.timezone).toBe('America/Chicago');
    expect(workshop.reviews.map((review) => [review.reviewer, review.rating, review.comment])).toContainEqual(
      ['Ada L.', 5, 'Clear and practical.'],
    );
    expect(JSON.stringify(workshop)).not.toContain(attendee.email);
  });

  it('is 404 for a workshop the marketplace does not show, as for an unknown id', async () => {
    const draft = await createSchedule(t.db.knex, { maxSeats: 3 });
    await Workshop.forTenant(draft.team.id, t.db.knex)
      .findById(draft.schedule.workshopId)
      .patch({ status: 'DRAFT' });
    const suspended = await createSchedule(t.db.knex, { maxSeats: 3 });
    await Tenant.query(t.db.knex).findById(suspended.team.id).patch({ suspendedAt: new Date() });
    const deleted = await createSchedule(t.db.knex, { maxSeats: 3 });
    await Workshop.forTenant(deleted.team.id, t.db.knex).findById(deleted.schedule.workshopId).softDelete();

    for (const id of [
      draft.schedule.workshopId,
      suspended.schedule.workshopId,
      deleted.schedule.workshopId,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
    ]) {
      expect((await page(id)).status, id).toBe(404);
    }
  });

  it('answers a workshop with no upcoming session and no review, for its page to say so', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 3 });
    await WorkshopSchedule.forTenant(fixture.team.id, t.db.knex).findById(fixture.schedule.id).softDelete();
    const answer = await page(fixture.schedule.workshopId);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      sessions: [],
      reviews: [],
      rating: { average: null, count: 0 },
    });
  });
});
