import { dataEnvelope, jobApplicationParamsSchema, jobApplicationSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { StoredFile } from '../../models/stored-file.ts';
import { presentJobApplication } from '../../presenters/present-job-application.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { findApplication, readablePosting } from './posting-applications.ts';

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
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { id, applicationId } = ctx.state.input.params;
    const application = await findApplication(trx, await readablePosting(ctx, trx, id), applicationId);
    const resume = application.resumeFileId
      ? await StoredFile.query(trx).findById(application.resumeFileId)
      : undefined;
    return present({ application, resume }, presentJobApplication);
  },
});
