import { dataEnvelope, idParamsSchema, jobPostingSchema, updateJobPostingSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { loadJobPosting } from '../../job-postings/find-job-posting.ts';
import { JobPosting } from '../../models/job-posting.ts';
import { jobPostingPolicy } from '../../policies/job-posting-policy.ts';
import { presentJobPostingFor } from '../../presenters/present-job-posting.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { assertJobPostingRules, withQuestionIds } from './job-posting-rules.ts';

/**
 * PATCH (and PUT) /v1/t/job-postings/:id: a partial update (SPEC.md §4) by the creator, a recruiter of the
 * posting or a super-admin. A question list that is sent replaces the old one whole and meets the same
 * rules as on create (5 to 10 enabled, unique titles).
 */
const updateJobPostingRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/t/job-postings/:id',
    summary: 'Update a job posting of the current tenant (partial)',
    tags: ['Job postings'],
    before: [authenticate(), currentTenant()],
    request: { params: idParamsSchema, body: updateJobPostingSchema },
    responses: { 200: dataEnvelope(jobPostingSchema) },
    errors: [400, 401, 403, 404, 419],
    transaction: true,
    access: {
      load: (ctx, db) => loadJobPosting(ctx, db, ctx.state.input.params.id),
      allow: ({ posting, actor }) => jobPostingPolicy.manage(actor, posting),
    },
    handler: async (ctx) => {
      const { trx } = ctx.state;
      const { posting, actor } = ctx.state.loaded;
      const { interviewQuestions, ...fields } = ctx.state.input.body;
      await assertJobPostingRules(trx, posting.tenantId, ctx.state.input.body);
      const patch = interviewQuestions
        ? { ...fields, interviewQuestions: withQuestionIds(interviewQuestions) }
        : fields;
      return present(
        await JobPosting.forTenant(posting.tenantId, trx).patchAndFetchById(posting.id, patch),
        presentJobPostingFor(actor),
      );
    },
  });

export const updateJobPosting = updateJobPostingRoute('patch');
export const replaceJobPosting = updateJobPostingRoute('put');
