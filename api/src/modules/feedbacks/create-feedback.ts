import { createFeedbackSchema, dataEnvelope, FEEDBACK_MESSAGES, feedbackSchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Feedback } from '../../models/feedback.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { presentFeedback } from '../../presenters/present-feedback.ts';
import { attended } from './attendance.ts';

/**
 * POST /v1/feedbacks: someone who attended a session rates it (1 to 5) with an optional comment, once.
 * The schedule may be of any team (clients book across teams).
 */
export const createFeedback = defineRoute({
  method: 'post',
  path: '/feedbacks',
  summary: 'Rate a session I attended',
  tags: ['Feedbacks'],
  before: [authenticate()],
  request: { body: createFeedbackSchema },
  responses: { 201: dataEnvelope(feedbackSchema) },
  errors: [401, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const user = currentUser(ctx);
    const { workshopScheduleId, rating, comment } = ctx.state.input.body;
    const schedule = await WorkshopSchedule.acrossTenants(trx).withDeleted().findById(workshopScheduleId);
    if (!schedule || !(await attended(trx, schedule.tenantId, schedule.id, user.id))) {
      throw validationFailed({ workshopScheduleId: [FEEDBACK_MESSAGES.notAttended] });
    }
    if (schedule.startDate > new Date())
      throw validationFailed({ workshopScheduleId: [FEEDBACK_MESSAGES.notOver] });
    if (await Feedback.forTenant(schedule.tenantId, trx).findOne({ workshopScheduleId, userId: user.id })) {
      throw validationFailed({ workshopScheduleId: [FEEDBACK_MESSAGES.already] });
    }
    const { id } = await Feedback.forTenant(schedule.tenantId, trx).insert({
      workshopScheduleId,
      userId: user.id,
      rating,
      comment: comment ?? null,
    });
    const feedback = await Feedback.forTenant(schedule.tenantId, trx)
      .findById(id)
      .withGraphFetched('user')
      .throwIfNotFound();
    return present(feedback, presentFeedback);
  },
});
