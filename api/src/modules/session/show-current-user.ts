import { dataEnvelope, showQuerySchema, USER_INCLUDES, userSchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { withIncludes } from '../../http/include.ts';
import { present } from '../../http/presenter.ts';
import { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentUserFor } from '../../presenters/present-user.ts';

/**
 * GET /v1/user: the signed-in user (`include=profile,coachProfile`). An API key with account:read may ask
 * who it acts as, though the rest of the session's routes are not for keys.
 */
export const showCurrentUser = defineRoute({
  method: 'get',
  path: '/user',
  summary: 'Show the signed-in user',
  tags: ['Session'],
  apiKeyAccess: { kind: 'scope', scope: 'account:read' },
  responses: { 200: dataEnvelope(userSchema) },
  errors: [401],
  before: [authenticate()],
  request: { query: showQuerySchema(USER_INCLUDES) },
  handler: async (ctx) => {
    const query = User.query(ctx.knex).findById(currentUser(ctx).id).withGraphFetched('roles');
    const user = await withIncludes(query, ctx.state.input.query.include).throwIfNotFound();
    return present(user, presentUserFor(await actorOf(ctx, ctx.knex)));
  },
});
