import { dataEnvelope, idParamsSchema, jobPostingSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { findJobPosting, loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { JobPosting } from '../../models/job-posting.ts';
import { jobPostingPolicy } from '../../policies/job-posting-policy.ts';
import { presentJobPostingFor } from '../../presenters/present-job-posting.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

/** POST /v1/t/job-postings/:id/restore: brings a deleted posting back (those who may delete it). 404 unless deleted. */
export const restoreJobPosting = defineRoute({
  method: 'post',
  path: '/t/job-postings/:id/restore',
  summary: 'Restore a deleted job posting of the current tenant',
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(jobPostingSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id, { deleted: true }),
    allow: ({ posting, actor }) => jobPostingPolicy.manage(actor, posting),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { posting, actor } = ctx.state.loaded;
    await JobPosting.forTenant(posting.tenantId, trx).findById(posting.id).restore();
    await recordAudit(trx, ctx, {
      action: 'job-posting.restore',
      subjectKind: 'job-posting',
      subjectId: posting.id,
      after: { deletedAt: null },
    });
    return present(await findJobPosting(trx, posting.tenantId, posting.id), presentJobPostingFor(actor));
  },
});
