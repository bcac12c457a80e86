import { dataEnvelope, groupSchema, idParamsSchema, updateGroupSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Group } from '../../models/group.ts';
import { groupPolicy } from '../../policies/group-policy.ts';
import { presentGroupFor } from '../../presenters/present-group.ts';
import { findGroup } from './find-group.ts';
import { membersToStore } from './group-rules.ts';

/**
 * PATCH /v1/groups/:id: a partial update by the owner (anyone else: 404). A members list that is sent
 * replaces the old one whole, in its order, and meets the same rules as on create.
 */
export const updateGroup = defineRoute({
  method: 'patch',
  path: '/groups/:id',
  summary: 'Change one of my saved groups (partial)',
  tags: ['Groups'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: updateGroupSchema },
  responses: { 200: dataEnvelope(groupSchema) },
  errors: [401, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => findGroup(ctx, db, ctx.state.input.params.id),
    allow: ({ group, actor }) => groupPolicy.manage(actor, group),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { group, actor } = ctx.state.loaded;
    const { name, description, members } = ctx.state.input.body;
    const patch = {
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description: description || null } : {}),
      ...(members !== undefined ? { members: membersToStore(members) } : {}),
    };
    return present(await Group.query(trx).patchAndFetchById(group.id, patch), presentGroupFor(actor));
  },
});
