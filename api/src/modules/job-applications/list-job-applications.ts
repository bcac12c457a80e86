import {
  idParamsSchema,
  jobApplicationListQuerySchema,
  jobApplicationSchema,
  pageEnvelope,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { JobApplication } from '../../models/job-application.ts';
import { jobApplicationAbilities } from '../../policies/job-application-abilities.ts';
import { jobApplicationPolicy } from '../../policies/job-application-policy.ts';
import { presentJobApplicationFor } from '../../presenters/present-job-application.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { withResumes } from './posting-applications.ts';

/**
 * GET /v1/t/job-postings/:id/applications: a posting's applications, newest first, for its readers;
 * `status` keeps those of one status.
 */
export const listJobApplications = defineRoute({
  method: 'get',
  path: '/t/job-postings/:id/applications',
  summary: 'List the applications to a job posting of the current tenant',
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, query: jobApplicationListQuerySchema },
  responses: { 200: pageEnvelope(jobApplicationSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: {
    load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id),
    allow: ({ posting, actor }) => jobApplicationPolicy.view(actor, posting),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { posting, actor } = ctx.state.loaded;
    const { status, ...pagination } = ctx.state.input.query;
    let query = JobApplication.forTenant(posting.tenantId, trx)
      .where('jobPostingId', posting.id)
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    if (status) query = query.where('status', status);
    const page = await paginate(query, pagination);
    return presentPage(
      { ...page, items: await withResumes(trx, page.items) },
      presentJobApplicationFor(jobApplicationAbilities(actor, posting)),
    );
  },
});
