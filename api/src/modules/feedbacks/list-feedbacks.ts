import { feedbackListQuerySchema, feedbackSchema, pageEnvelope } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { coachedSchedules } from '../../bookings/coached-schedules.ts';
import { scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Feedback } from '../../models/feedback.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentFeedback } from '../../presenters/present-feedback.ts';

/**
 * GET /v1/feedbacks, newest first: mine (`view=mine`, in every team), or the feedbacks of my sessions in
 * the X-Team team (`view=team`; a super-admin: of every session of it), for the coach area.
 */
export const listFeedbacks = defineRoute({
  method: 'get',
  path: '/feedbacks',
  summary: 'List feedbacks (mine, or of my sessions in a team)',
  tags: ['Feedbacks'],
  before: [authenticate()],
  request: { query: feedbackListQuerySchema },
  responses: { 200: pageEnvelope(feedbackSchema) },
  errors: [400, 401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { page, perPage, view, workshopScheduleId } = ctx.state.input.query;
    const actor = await actorOf(ctx, trx);
    let query: Feedback['QueryBuilderType'];
    if (view === 'team') {
      const { tenantId, scheduleIds } = await coachedSchedules(ctx, trx, actor);
      query = Feedback.forTenant(tenantId, trx);
      if (scheduleIds) query.whereIn('workshopScheduleId', scheduleIds);
    } else {
      query = Feedback.acrossTenants(trx).where('userId', actor.user.id);
    }
    if (workshopScheduleId) query.where('workshopScheduleId', workshopScheduleId);
    query.withGraphFetched('user(withDeleted)').modifiers(scheduleGraphModifiers);
    query.orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    return presentPage(await paginate(query, { page, perPage }), presentFeedback);
  },
});
