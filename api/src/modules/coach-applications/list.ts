import { coachApplicationListQuerySchema, coachApplicationSchema, pageEnvelope } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { CoachApplication } from '../../models/coach-application.ts';
import { actorOf } from '../../policies/actor.ts';
import { adminPolicy } from '../../policies/admin-policy.ts';
import { authorize } from '../../policies/authorize.ts';
import { presentCoachApplication } from '../../presenters/present-coach-application.ts';
import { tags } from './find-application.ts';

/**
 * GET /v1/coach-applications: the super-admins' review list, oldest first (the longest waiting on top),
 * filtered by status. Applications of deleted accounts are left out: there is no one to decide on.
 */
export const listCoachApplications = defineRoute({
  method: 'get',
  path: '/coach-applications',
  summary: 'List applications to become a coach (super-admins)',
  tags,
  before: [authenticate()],
  request: { query: coachApplicationListQuerySchema },
  responses: { 200: pageEnvelope(coachApplicationSchema) },
  errors: [401, 403],
  handler: async (ctx) => {
    authorize(adminPolicy.administer(await actorOf(ctx, ctx.knex)));
    const { status, ...page } = ctx.state.input.query;
    const query = CoachApplication.query(ctx.knex)
      .whereExists(CoachApplication.relatedQuery('applicant'))
      .withGraphFetched('applicant.profile')
      .orderBy([{ column: 'coach_applications.createdAt' }, { column: 'coach_applications.id' }]);
    if (status) query.where('coach_applications.status', status);
    return presentPage(await paginate(query, page), presentCoachApplication);
  },
});
