import { jobApplicationParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { jobApplicationPolicy } from '../../policies/job-application-policy.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { findApplication } from './posting-applications.ts';

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
  access: {
    load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id),
    allow: ({ posting, actor }) => jobApplicationPolicy.view(actor, posting),
  },
  handler: async (ctx) => {
    const { knex } = ctx;
    const { posting } = ctx.state.loaded;
    const application = await findApplication(knex, posting, ctx.state.input.params.applicationId);
    await sendStoredFile(ctx, knex, application.resumeFileId);
    return undefined;
  },
});
