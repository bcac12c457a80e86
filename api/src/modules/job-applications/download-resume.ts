import { jobApplicationParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { findApplication, readablePosting } from './posting-applications.ts';

/** GET /v1/t/job-postings/:id/applications/:applicationId/resume: the resume, 404 when none was sent. */
export const downloadResume = defineRoute({
  method: 'get',
  path: '/t/job-postings/:id/applications/:applicationId/resume',
  summary: "Download an application's resume",
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { params: jobApplicationParamsSchema },
  responses: { 200: null },
  errors: [400, 401, 403, 404],
  // No transaction: reads only, and the file streams after the handler (sendStoredFile).
  handler: async (ctx) => {
    const { knex } = ctx;
    const { id, applicationId } = ctx.state.input.params;
    const application = await findApplication(knex, await readablePosting(ctx, knex, id), applicationId);
    await sendStoredFile(ctx, knex, application.resumeFileId);
    return undefined;
  },
});
