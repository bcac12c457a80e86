import { coachApplicationSchema, createCoachApplicationSchema, dataEnvelope } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { applyToCoach } from '../../coaching/coach-applications.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentCoachApplication } from '../../presenters/present-coach-application.ts';
import { findApplication, tags } from './find-application.ts';

/**
 * POST /v1/coach-applications: the signed-in person applies to become a coach. 422 when they already are
 * one or an application of theirs waits; with COACH_APPLICATIONS=auto it answers already APPROVED.
 */
export const applyToBecomeCoach = defineRoute({
  method: 'post',
  path: '/coach-applications',
  summary: 'Apply to become a coach',
  tags,
  before: [authenticate()],
  request: { body: createCoachApplicationSchema },
  responses: { 201: dataEnvelope(coachApplicationSchema) },
  errors: [401, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const mode = ctx.config.coachApplications;
    const application = await applyToCoach(trx, currentUser(ctx).id, ctx.state.input.body, mode);
    return present(await findApplication(trx, application.id), presentCoachApplication);
  },
});
