import { pageEnvelope, userListQuerySchema, userSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { defineRoute } from '../../http/define-route.ts';
import { withIncludes } from '../../http/include.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentUserFor } from '../../presenters/present-user.ts';
import { visibleTo } from './find-user.ts';

/** GET /v1/users: the users the caller may see (a super-admin: all), newest first, `q` over name and email. */
export const listUsers = defineRoute({
  method: 'get',
  path: '/users',
  summary: 'List users',
  tags: ['Users'],
  before: [authenticate()],
  request: { query: userListQuerySchema },
  responses: { 200: pageEnvelope(userSchema) },
  errors: [401],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { q, status, include, ...page } = ctx.state.input.query;
    const actor = await actorOf(ctx, trx);
    let query = visibleTo(User.query(trx).withGraphFetched('roles'), actor, trx).orderBy([
      { column: 'users.createdAt', order: 'desc' },
      { column: 'users.id' },
    ]);
    if (status) query = query.where('users.status', status);
    if (q) {
      const pattern = containsPattern(q);
      query = query.where((scope) =>
        scope
          .whereILike('users.username', pattern)
          .orWhereILike('users.email', pattern)
          .orWhereExists(
            User.relatedQuery('profile').where((name) =>
              name.whereILike('firstName', pattern).orWhereILike('lastName', pattern),
            ),
          ),
      );
    }
    return presentPage(await paginate(withIncludes(query, include), page), presentUserFor(actor));
  },
});
