import { idParamsSchema, jobApplicationSchema, pageEnvelope, paginationQuerySchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { JobApplication } from '../../models/job-application.ts';
import { jobApplicationPolicy } from '../../policies/job-application-policy.ts';
import { presentJobApplication } from '../../presenters/present-job-application.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { withResumes } from './posting-applications.ts';

/** GET /v1/t/job-postings/:id/applications: a posting's applications, newest first, for its readers. */
export const listJobApplications = defineRoute({
  method: 'get',
  path: '/t/job-postings/:id/applications',
  summary: 'List the applications to a job posting of the current tenant',
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, query: paginationQuerySchema },
  responses: { 200: pageEnvelope(jobApplicationSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: {
    load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id),
    allow: ({ posting, actor }) => jobApplicationPolicy.view(actor, posting),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { posting } = ctx.state.loaded;
    const page = await paginate(
      JobApplication.forTenant(posting.tenantId, trx)
        .where('jobPostingId', posting.id)
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]),
      ctx.state.input.query,
    );
    return presentPage({ ...page, items: await withResumes(trx, page.items) }, presentJobApplication);
  },
});
