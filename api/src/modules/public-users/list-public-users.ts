import { pageEnvelope, publicUserListQuerySchema, publicUserSchema } from '@exceed/contract';
import type { Knex } from 'knex';
import { containsPattern } from '../../db/contains-pattern.ts';
import { publicRead } from '../../db/read-replica.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { User } from '../../models/user.ts';
import { presentPublicUser } from '../../presenters/present-user.ts';
import { publicCoaches } from './public-coaches.ts';

/**
 * GET /v1/public/users: the consultants of the marketplace, by name or best rated first, `q` over names and
 * headline; read on the replica while it keeps up (db/read-replica.ts).
 */
export const listPublicUsers = defineRoute({
  method: 'get',
  path: '/public/users',
  summary: 'List coaches (public)',
  tags: ['Public'],
  request: { query: publicUserListQuerySchema },
  responses: { 200: pageEnvelope(publicUserSchema) },
  handler: async (ctx) => {
    const { q, sort, ...page } = ctx.state.input.query;
    return presentPage(
      await publicRead(ctx, (knex) => paginate(coachList(knex, q, sort), page)),
      presentPublicUser,
    );
  },
});

/** The coaches matching `q`, in the order `sort` asks. */
function coachList(knex: Knex, q: string | undefined, sort: string | undefined) {
  let query = publicCoaches(knex).joinRelated('profile');
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
  return query;
}
