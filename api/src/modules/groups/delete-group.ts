import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Group } from '../../models/group.ts';
import { groupPolicy } from '../../policies/group-policy.ts';
import { findGroup } from './find-group.ts';

/** DELETE /v1/groups/:id: soft delete by the owner (anyone else: 404); POST …/restore brings it back. */
export const deleteGroup = defineRoute({
  method: 'delete',
  path: '/groups/:id',
  summary: 'Delete one of my saved groups (soft)',
  tags: ['Groups'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [401, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => findGroup(ctx, db, ctx.state.input.params.id),
    allow: ({ group, actor }) => groupPolicy.manage(actor, group),
  },
  handler: async (ctx) => {
    await Group.query(ctx.state.trx).findById(ctx.state.loaded.group.id).softDelete();
  },
});
