import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { JobPosting } from '../../models/job-posting.ts';
import { jobPostingPolicy } from '../../policies/job-posting-policy.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

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
  access: {
    load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id),
    allow: ({ posting, actor }) => jobPostingPolicy.manage(actor, posting),
  },
  handler: async (ctx) => {
    const { posting } = ctx.state.loaded;
    await JobPosting.forTenant(posting.tenantId, ctx.state.trx).findById(posting.id).softDelete();
  },
});
