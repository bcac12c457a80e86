import { myCoachApplicationSchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { CoachApplication } from '../../models/coach-application.ts';
import { presentCoachApplication } from '../../presenters/present-coach-application.ts';
import { tags } from './find-application.ts';

/** GET /v1/coach-applications/mine: the caller's latest application and its status, or null. */
export const showMyCoachApplication = defineRoute({
  method: 'get',
  path: '/coach-applications/mine',
  summary: 'My latest application to become a coach',
  tags,
  before: [authenticate()],
  responses: { 200: myCoachApplicationSchema },
  errors: [401],
  handler: async (ctx) => {
    const latest = await CoachApplication.query(ctx.knex)
      .where('userId', currentUser(ctx).id)
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .withGraphFetched('applicant.profile')
      .first();
    return { data: latest ? presentCoachApplication(latest) : null };
  },
});
