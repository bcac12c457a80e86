import { jobPostingListQuerySchema, jobPostingSchema, pageEnvelope } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { JobPosting } from '../../models/job-posting.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { jobPostingPolicy } from '../../policies/job-posting-policy.ts';
import { presentJobPostingFor } from '../../presenters/present-job-posting.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';

/** GET /v1/t/job-postings: the current team's live postings, newest first; filter by status, `q` over title and company. */
export const listJobPostings = defineRoute({
  method: 'get',
  path: '/t/job-postings',
  summary: 'List job postings of the current tenant',
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { query: jobPostingListQuerySchema },
  responses: { 200: pageEnvelope(jobPostingSchema) },
  errors: [400, 401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const actor = await actorOf(ctx, trx);
    authorize(jobPostingPolicy.view(actor, tenant.id));
    const { q, status, ...page } = ctx.state.input.query;
    // id breaks ties between postings created in the same millisecond, so pages never overlap.
    let query = JobPosting.forTenant(tenant.id, trx).orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    if (status) query = query.where('status', status);
    if (q) {
      const pattern = containsPattern(q);
      query = query.where((group) => group.whereILike('title', pattern).orWhereILike('companyName', pattern));
    }
    return presentPage(await paginate(query, page), presentJobPostingFor(actor));
  },
});
