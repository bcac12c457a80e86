import { groupListQuerySchema, groupSchema, pageEnvelope } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Group } from '../../models/group.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentGroupFor } from '../../presenters/present-group.ts';

/** GET /v1/groups: the caller's own live groups (groupPolicy: nobody else's), newest first; `q` over the name. */
export const listGroups = defineRoute({
  method: 'get',
  path: '/groups',
  summary: 'List my saved groups',
  tags: ['Groups'],
  before: [authenticate()],
  request: { query: groupListQuerySchema },
  responses: { 200: pageEnvelope(groupSchema) },
  errors: [401],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const actor = await actorOf(ctx, trx);
    const { q, ...page } = ctx.state.input.query;
    // id breaks ties between groups saved in the same millisecond, so pages never overlap.
    let query = Group.query(trx)
      .where('userId', actor.user.id)
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    if (q) query = query.whereILike('name', containsPattern(q));
    return presentPage(await paginate(query, page), presentGroupFor(actor));
  },
});
