import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Group } from '../../models/group.ts';
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
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const group = await findGroup(ctx, trx, ctx.state.input.params.id);
    await Group.query(trx).findById(group.id).softDelete();
  },
});
