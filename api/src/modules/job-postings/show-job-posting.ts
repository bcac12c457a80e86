import { dataEnvelope, idParamsSchema, jobPostingSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { jobPostingPolicy } from '../../policies/job-posting-policy.ts';
import { presentJobPosting } from '../../presenters/present-job-posting.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { findJobPosting } from './find-job-posting.ts';

/** GET /v1/t/job-postings/:id: a live posting of the current team, for any ACTIVE member. */
export const showJobPosting = defineRoute({
  method: 'get',
  path: '/t/job-postings/:id',
  summary: 'Show a job posting of the current tenant',
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(jobPostingSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const posting = await findJobPosting(trx, tenant.id, ctx.state.input.params.id);
    authorize(jobPostingPolicy.viewPosting(await actorOf(ctx, trx), posting));
    return present(posting, presentJobPosting);
  },
});
