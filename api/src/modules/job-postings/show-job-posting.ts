import { dataEnvelope, idParamsSchema, jobPostingSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { jobPostingPolicy } from '../../policies/job-posting-policy.ts';
import { presentJobPostingFor } from '../../presenters/present-job-posting.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

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
  access: {
    load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id),
    allow: ({ posting, actor }) => jobPostingPolicy.viewPosting(actor, posting),
  },
  handler: async (ctx) => {
    const { posting, actor } = ctx.state.loaded;
    return present(posting, presentJobPostingFor(actor));
  },
});
