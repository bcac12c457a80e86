import { dataEnvelope, jobApplicationParamsSchema, jobApplicationSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { jobApplicationAbilities } from '../../policies/job-application-abilities.ts';
import { jobApplicationPolicy } from '../../policies/job-application-policy.ts';
import { presentJobApplicationFor } from '../../presenters/present-job-application.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { findApplication, withResume } from './posting-applications.ts';

/** GET /v1/t/job-postings/:id/applications/:applicationId: one application with its answers and resume. */
export const showJobApplication = defineRoute({
  method: 'get',
  path: '/t/job-postings/:id/applications/:applicationId',
  summary: 'Show an application to a job posting of the current tenant',
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { params: jobApplicationParamsSchema },
  responses: { 200: dataEnvelope(jobApplicationSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: {
    load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id),
    allow: ({ posting, actor }) => jobApplicationPolicy.view(actor, posting),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { posting, actor } = ctx.state.loaded;
    const application = await findApplication(trx, posting, ctx.state.input.params.applicationId);
    return present(
      await withResume(trx, application),
      presentJobApplicationFor(jobApplicationAbilities(actor, posting)),
    );
  },
});
