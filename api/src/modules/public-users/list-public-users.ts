import { pageEnvelope, publicUserListQuerySchema, publicUserSchema } from '@exceed/contract';
import { containsPattern } from '../../db/contains-pattern.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { User } from '../../models/user.ts';
import { presentPublicUser } from '../../presenters/present-user.ts';
import { publicCoaches } from './public-coaches.ts';

/** GET /v1/public/users: the consultants of the marketplace, by name or best rated first, `q` over names and headline. */
export const listPublicUsers = defineRoute({
  method: 'get',
  path: '/public/users',
  summary: 'List coaches (public)',
  tags: ['Public'],
  request: { query: publicUserListQuerySchema },
  responses: { 200: pageEnvelope(publicUserSchema) },
  handler: async (ctx) => {
    const { q, sort, ...page } = ctx.state.input.query;
    let query = publicCoaches(ctx.knex).joinRelated('profile');
    if (sort === 'top') {
      query = query.orderBy([
        { column: 'ratingAverage', order: 'desc', nulls: 'last' },
        { column: 'ratingCount', order: 'desc' },
        { column: 'workshopsCount', order: 'desc' },
      ]);
    }
    query = query.orderBy([
      { column: 'profile.firstName' },
      { column: 'profile.lastName' },
      { column: 'users.id' },
    ]);
    if (q) {
      const pattern = containsPattern(q);
      query = query.where((scope) =>
        scope
          .whereILike('users.username', pattern)
          .orWhereILike('profile.firstName', pattern)
          .orWhereILike('profile.lastName', pattern)
          .orWhereILike('profile.headline', pattern)
          .orWhereExists(User.relatedQuery('coachProfile').whereILike('businessName', pattern)),
      );
    }
    return presentPage(await paginate(query, page), presentPublicUser);
  },
});
