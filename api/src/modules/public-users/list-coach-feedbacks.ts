import {
  pageEnvelope,
  paginationQuerySchema,
  publicFeedbackSchema,
  publicUserParamsSchema,
} from '@exceed/contract';
import { scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { publicRead } from '../../db/read-replica.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { presentPublicFeedback } from '../../presenters/present-feedback.ts';
import { coachFeedbacks, findPublicCoach } from './public-coaches.ts';

/**
 * GET /v1/public/users/:id/feedbacks, newest first: what attendees said of a coach's sessions in every
 * team, for the coach's public page. The rater shows as a first name and initial, never an address. Read
 * on the replica while it keeps up (db/read-replica.ts).
 */
export const listCoachFeedbacks = defineRoute({
  method: 'get',
  path: '/public/users/:id/feedbacks',
  summary: "List a coach's feedbacks (public)",
  tags: ['Public'],
  request: { params: publicUserParamsSchema, query: paginationQuerySchema },
  responses: { 200: pageEnvelope(publicFeedbackSchema) },
  errors: [400, 404],
  handler: async (ctx) => {
    const found = await publicRead(ctx, async (knex) => {
      const coach = await findPublicCoach(knex, ctx.state.input.params.id);
      const query = coachFeedbacks(knex, coach.id)
        .withGraphFetched('[user(withDeleted).profile, workshopSchedule(withDeleted).workshop(withDeleted)]')
        .modifiers(scheduleGraphModifiers)
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      return paginate(query, ctx.state.input.query);
    });
    return presentPage(found, presentPublicFeedback);
  },
});
