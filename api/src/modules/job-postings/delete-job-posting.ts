import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { JobPosting } from '../../models/job-posting.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { jobPostingPolicy } from '../../policies/job-posting-policy.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { findJobPosting } from './find-job-posting.ts';

/** DELETE /v1/t/job-postings/:id: soft delete by the creator, a recruiter or a super-admin. */
export const deleteJobPosting = defineRoute({
  method: 'delete',
  path: '/t/job-postings/:id',
  summary: 'Delete a job posting of the current tenant (soft)',
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const posting = await findJobPosting(trx, tenant.id, ctx.state.input.params.id);
    authorize(jobPostingPolicy.manage(await actorOf(ctx, trx), posting));
    await JobPosting.forTenant(tenant.id, trx).findById(posting.id).softDelete();
  },
});
