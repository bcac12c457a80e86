import { createJobPostingSchema, dataEnvelope, jobPostingSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { JobPosting } from '../../models/job-posting.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { jobPostingPolicy } from '../../policies/job-posting-policy.ts';
import { presentJobPostingFor } from '../../presenters/present-job-posting.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { assertJobPostingRules, withQuestionIds } from './job-posting-rules.ts';

/** POST /v1/t/job-postings: any ACTIVE member posts a job for the current team and becomes its creator. */
export const createJobPosting = defineRoute({
  method: 'post',
  path: '/t/job-postings',
  summary: 'Create a job posting in the current tenant',
  tags: ['Job postings'],
  before: [authenticate(), currentTenant()],
  request: { body: createJobPostingSchema },
  responses: { 201: dataEnvelope(jobPostingSchema) },
  errors: [400, 401, 403, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const actor = await actorOf(ctx, trx);
    authorize(jobPostingPolicy.create(actor, tenant.id));
    const body = ctx.state.input.body;
    await assertJobPostingRules(trx, tenant.id, body);
    const posting = await JobPosting.forTenant(tenant.id, trx).insertAndFetch({
      ...body,
      interviewQuestions: withQuestionIds(body.interviewQuestions),
      createdBy: actor.user.id,
    });
    return present(posting, presentJobPostingFor(actor));
  },
});
