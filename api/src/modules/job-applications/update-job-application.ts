import {
  dataEnvelope,
  jobApplicationParamsSchema,
  jobApplicationSchema,
  updateJobApplicationSchema,
} from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { changeApplicationStatus } from '../../job-postings/application-status.ts';
import { loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { jobApplicationAbilities } from '../../policies/job-application-abilities.ts';
import { jobApplicationPolicy } from '../../policies/job-application-policy.ts';
import { presentJobApplicationFor } from '../../presenters/present-job-application.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { findApplication, withResume } from './posting-applications.ts';

/**
 * PATCH /v1/t/job-postings/:id/applications/:applicationId `{ status }`: a posting's reader (its team's
 * owners and admins, its creator and recruiters, a super-admin) shortlists, rejects or hires an applicant,
 * or moves them back. Partial: `{}` changes nothing. The applicant is mailed of SHORTLISTED, REJECTED and
 * HIRED after the commit (changeApplicationStatus); a super-admin's change writes an audit row.
 */
export const updateJobApplication = defineRoute({
  method: 'patch',
  path: '/t/job-postings/:id/applications/:applicationId',
  summary: "Change an application's status (NEW, SHORTLISTED, REJECTED, HIRED)",
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { params: jobApplicationParamsSchema, body: updateJobApplicationSchema },
  responses: { 200: dataEnvelope(jobApplicationSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id),
    allow: ({ posting, actor }) => jobApplicationPolicy.changeStatus(actor, posting),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { posting, actor } = ctx.state.loaded;
    const { params, body } = ctx.state.input;
    const application = await findApplication(trx, posting, params.applicationId, { lock: true });
    // Read before the change: an instance's patchAndFetch writes the new values into the instance itself.
    const before = { jobPostingId: posting.id, status: application.status };
    const after = body.status ? await changeApplicationStatus(trx, application, body.status) : application;
    if (after.status !== before.status) {
      await recordAudit(trx, ctx, {
        action: 'job-application.status',
        subjectKind: 'job-application',
        subjectId: application.id,
        before,
        after: { jobPostingId: posting.id, status: after.status },
      });
    }
    return present(
      await withResume(trx, after),
      presentJobApplicationFor(jobApplicationAbilities(actor, posting)),
    );
  },
});
