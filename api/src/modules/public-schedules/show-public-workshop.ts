import {
  dataEnvelope,
  idParamsSchema,
  PUBLIC_WORKSHOP_REVIEWS,
  publicWorkshopSchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { publicRead } from '../../db/read-replica.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Feedback } from '../../models/feedback.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { presentPublicWorkshop } from '../../presenters/present-workshop-schedule.ts';
import type { PublicScheduleRow } from '../../presenters/public-schedule-row.ts';
import { findPublicWorkshop, type PublicWorkshop } from '../../workshops/marketplace-workshop.ts';
import { publicWorkshopSessionsQuery } from './public-schedule-query.ts';

/**
 * Feedbacks of a workshop's sessions; a session deleted since still counts, as the attendee's rating
 * stands. Only attendees of a session may leave one (modules/feedbacks/attendance.ts).
 */
const workshopFeedbacks = (knex: Knex, workshop: PublicWorkshop) =>
  Feedback.forTenant(workshop.tenantId, knex).whereExists(
    WorkshopSchedule.forTenant(workshop.tenantId, knex)
      .withDeleted()
      .whereColumn('workshop_schedules.id', 'feedbacks.workshopScheduleId')
      .where('workshop_schedules.workshopId', workshop.workshopId),
  );

/** The average (2 decimals) and count of a workshop's feedbacks: numeric and bigint, text from pg. */
async function ratingOf(knex: Knex, workshop: PublicWorkshop) {
  const row = await workshopFeedbacks(knex, workshop)
    .select(knex.raw('round(avg(rating), 2) as average'), knex.raw('count(*) as count'))
    .first();
  return row as unknown as { average: string | null; count: string };
}

/**
 * GET /v1/public/workshops/:id: a workshop's public page: what its coach wrote of it, the coach, its listed
 * upcoming sessions with their seats left, and its reviews. A workshop the marketplace does not show
 * (draft, deleted, of a suspended team or an inactive coach) is 404, as an unknown id. Read on the replica
 * while it keeps up (db/read-replica.ts): the seats left it shows decide nothing, holding them does.
 */
export const showPublicWorkshop = defineRoute({
  method: 'get',
  path: '/public/workshops/:id',
  summary: "Show a workshop's public page",
  tags: ['Public'],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(publicWorkshopSchema) },
  errors: [404],
  handler: (ctx) =>
    publicRead(ctx, async (knex) => {
      const workshop = await findPublicWorkshop(knex, ctx.state.input.params.id);
      if (!workshop) throw notFound();
      const [sessions, reviews, rating] = await Promise.all([
        publicWorkshopSessionsQuery(knex, workshop.workshopId) as Promise<PublicScheduleRow[]>,
        workshopFeedbacks(knex, workshop)
          .withGraphFetched(
            '[user(withDeleted).profile, workshopSchedule(withDeleted).workshop(withDeleted)]',
          )
          .modifiers(scheduleGraphModifiers)
          .orderBy([
            { column: 'createdAt', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(PUBLIC_WORKSHOP_REVIEWS),
        ratingOf(knex, workshop),
      ]);
      return present({ workshop, sessions, reviews, rating }, presentPublicWorkshop);
    }),
});
