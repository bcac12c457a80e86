import {
  BOOKING_QUESTION_MESSAGES,
  bookingQuestionListSchema,
  bookingQuestionsBodySchema,
  hasChoices,
  idParamsSchema,
  questionListErrors,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { presentQuestion, questionsOf } from '../../bookings/booking-answers.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { BookingQuestion } from '../../models/booking-question.ts';
import { bookingQuestionPolicy } from '../../policies/booking-question-policy.ts';
import { catalogueAccess } from '../../policies/catalogue-access.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { findWorkshop } from './find-workshop.ts';
import { readsWorkshop } from './workshop-access.ts';

const { manages: managesQuestions } = catalogueAccess('workshop', findWorkshop, bookingQuestionPolicy.manage);

/** GET /v1/workshops/:id/questions: what the workshop's booking page asks, in order (any member). */
export const listBookingQuestions = defineRoute({
  method: 'get',
  path: '/workshops/:id/questions',
  summary: 'List the booking questions of a workshop',
  tags: ['Booking questions'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: bookingQuestionListSchema },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: readsWorkshop(),
  handler: async (ctx) => {
    const { workshop } = ctx.state.loaded;
    const questions = await questionsOf(ctx.state.trx, workshop.tenantId, workshop.id);
    return { data: questions.map(presentQuestion) };
  },
});

/**
 * PUT /v1/workshops/:id/questions: the workshop's questions, in the order they are asked, replacing the
 * list before (its coach, the team's owners and admins). A question sent with its id is changed, one
 * without is added, one left out is removed (soft: the answers given to it keep its label). 422 on
 * questions.<i>.id for an id that is not a live question of this workshop, on questions.<i>.choices for a
 * choice question without two distinct choices; nothing is written then.
 */
export const replaceBookingQuestions = defineRoute({
  method: 'put',
  path: '/workshops/:id/questions',
  summary: 'Set the booking questions of a workshop',
  tags: ['Booking questions'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, body: bookingQuestionsBodySchema },
  responses: { 200: bookingQuestionListSchema },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesQuestions(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { workshop } = ctx.state.loaded;
    const { tenantId } = workshop;
    const { questions } = ctx.state.input.body;
    // Locked: two editors' lists queue, the second one replacing the first's whole.
    const live = await BookingQuestion.forTenant(tenantId, trx)
      .where('workshopId', workshop.id)
      .forUpdate()
      .select('id');
    const known = new Set(live.map((question) => question.id));
    const errors = questionListErrors(questions);
    const seen = new Set<string>();
    for (const [index, { id }] of questions.entries()) {
      if (id === undefined) continue;
      // A question is in the list once: a second copy of an id would give it two places.
      if (!known.has(id) || seen.has(id))
        errors[`questions.${index}.id`] = [BOOKING_QUESTION_MESSAGES.unknownQuestion];
      seen.add(id);
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const removed = [...known].filter((id) => !seen.has(id));
    if (removed.length > 0)
      await BookingQuestion.forTenant(tenantId, trx).whereIn('id', removed).softDelete();
    for (const [position, { id, kind, label, choices = [], required, perAttendee }] of questions.entries()) {
      // Choices belong to the choice kinds alone: a question turned into text forgets its old ones.
      const columns = {
        position,
        kind,
        label,
        choices: hasChoices(kind) ? choices : [],
        required,
        perAttendee,
      };
      if (id === undefined)
        await BookingQuestion.forTenant(tenantId, trx).insert({ ...columns, workshopId: workshop.id });
      else await BookingQuestion.forTenant(tenantId, trx).findById(id).patch(columns);
    }
    const stored = await questionsOf(trx, tenantId, workshop.id);
    return { data: stored.map(presentQuestion) };
  },
});
