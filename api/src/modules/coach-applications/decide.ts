import {
  coachApplicationSchema,
  dataEnvelope,
  declineCoachApplicationSchema,
  idParamsSchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { approveCoachApplication, declineCoachApplication } from '../../coaching/coach-applications.ts';
import { type DocumentedErrorStatus, defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import type { CoachApplication } from '../../models/coach-application.ts';
import {
  coachApplicationFields,
  presentCoachApplication,
} from '../../presenters/present-coach-application.ts';
import { decidesApplication, findApplication, tags } from './find-application.ts';

/** Writes the decision's audit row and answers the application as it now is. */
async function audited(ctx: Context, trx: Knex.Transaction, before: CoachApplication, action: string) {
  const after = await findApplication(trx, before.id);
  await recordAudit(trx, ctx, {
    action,
    subjectKind: 'coach-application',
    subjectId: before.id,
    before: coachApplicationFields(before),
    after: coachApplicationFields(after),
  });
  return present(after, presentCoachApplication);
}

/** What both decisions declare: a super-admin's, on one application, in one transaction. */
const decision = {
  tags,
  before: [authenticate()],
  responses: { 200: dataEnvelope(coachApplicationSchema) },
  errors: [401, 403, 404, 419] as DocumentedErrorStatus[],
  transaction: true as const,
  access: decidesApplication,
};

/**
 * POST /v1/coach-applications/:id/approve (super-admins): the applicant becomes a coach in this
 * transaction (role, coachProfile, a team of their own) and is mailed after it. 422 once decided.
 */
export const approveApplication = defineRoute({
  method: 'post',
  path: '/coach-applications/:id/approve',
  summary: 'Approve an application to become a coach',
  ...decision,
  request: { params: idParamsSchema },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { application } = ctx.state.loaded;
    await approveCoachApplication(trx, application.id, currentUser(ctx).id);
    return audited(ctx, trx, application, 'coach-application.approve');
  },
});

/** POST /v1/coach-applications/:id/decline `{ reason }` (super-admins): the applicant is mailed why. */
export const declineApplication = defineRoute({
  method: 'post',
  path: '/coach-applications/:id/decline',
  summary: 'Decline an application to become a coach',
  ...decision,
  request: { params: idParamsSchema, body: declineCoachApplicationSchema },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { application } = ctx.state.loaded;
    await declineCoachApplication(trx, application.id, currentUser(ctx).id, ctx.state.input.body.reason);
    return audited(ctx, trx, application, 'coach-application.decline');
  },
});
