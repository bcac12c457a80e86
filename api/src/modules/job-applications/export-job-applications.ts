import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { pagesById } from '../../db/pages-by-id.ts';
import { type CsvColumn, sendCsv } from '../../http/csv-response.ts';
import { defineRoute } from '../../http/define-route.ts';
import { loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { JobApplication } from '../../models/job-application.ts';
import type { JobPosting } from '../../models/job-posting.ts';
import { jobApplicationPolicy } from '../../policies/job-application-policy.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

/** An application's columns, then one per question the posting asks, headed by the question. */
function applicationColumns(posting: JobPosting): CsvColumn<JobApplication>[] {
  return [
    { header: 'Application ID', cell: (application) => application.id },
    { header: 'Name', cell: (application) => application.name },
    { header: 'Email', cell: (application) => application.email },
    { header: 'Status', cell: (application) => application.status },
    { header: 'Resume', cell: (application) => application.resumeFileId !== null },
    { header: 'Applied at (UTC)', cell: (application) => application.createdAt },
    ...posting.enabledQuestions().map(
      (question): CsvColumn<JobApplication> => ({
        header: question.title,
        cell: (application) =>
          application.answers.find((answer) => answer.questionId === question.id)?.answer,
      }),
    ),
  ];
}

/**
 * GET /v1/t/job-postings/:id/applications.csv: every application to a posting of the X-Team team, with
 * its answers, for those who list them (GET /v1/t/job-postings/:id/applications: job-application-policy).
 */
export const exportJobApplications = defineRoute({
  method: 'get',
  path: '/t/job-postings/:id/applications.csv',
  summary: 'Export the applications to a job posting of the current tenant (CSV)',
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: null },
  errors: [400, 401, 403, 404],
  // No transaction: the rows stream after the handler (sendCsv).
  access: {
    load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id),
    allow: ({ posting, actor }) => jobApplicationPolicy.view(actor, posting),
  },
  handler: async (ctx) => {
    const { posting } = ctx.state.loaded;
    const applications = pagesById<JobApplication>(() =>
      JobApplication.forTenant(posting.tenantId, ctx.knex).where('jobPostingId', posting.id),
    );
    sendCsv(ctx, `applications-${posting.id.slice(0, 8)}.csv`, applicationColumns(posting), applications);
    return undefined;
  },
});
