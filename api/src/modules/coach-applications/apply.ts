import { coachApplicationSchema, createCoachApplicationSchema, dataEnvelope } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { applyToCoach } from '../../coaching/coach-applications.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import {
  coachApplicationFields,
  presentCoachApplication,
} from '../../presenters/present-coach-application.ts';
import { findApplication, tags } from './find-application.ts';

/**
 * POST /v1/coach-applications: the signed-in person applies to become a coach. 422 when they already are
 * one or an application of theirs waits; with COACH_APPLICATIONS=auto it answers already APPROVED, and
 * the approval is audited as a super-admin's would be: a new coach is a change of roles, whoever made it.
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
    const answer = await findApplication(trx, application.id);
    if (answer.status === 'APPROVED') {
      await recordAudit(
        trx,
        ctx,
        {
          action: 'coach-application.approve',
          subjectKind: 'coach-application',
          subjectId: answer.id,
          before: { ...coachApplicationFields(answer), status: 'PENDING' },
          after: coachApplicationFields(answer),
        },
        { whoever: true },
      );
    }
    return present(answer, presentCoachApplication);
  },
});
