import { dataEnvelope, groupSchema, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Group } from '../../models/group.ts';
import { groupPolicy } from '../../policies/group-policy.ts';
import { presentGroupFor } from '../../presenters/present-group.ts';
import { findGroup } from './find-group.ts';

/** POST /v1/groups/:id/restore: the owner brings a deleted group back. 404 unless deleted and theirs. */
export const restoreGroup = defineRoute({
  method: 'post',
  path: '/groups/:id/restore',
  summary: 'Restore one of my deleted groups',
  tags: ['Groups'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(groupSchema) },
  errors: [401, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => findGroup(ctx, db, ctx.state.input.params.id, { deleted: true }),
    allow: ({ group, actor }) => groupPolicy.manage(actor, group),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { group, actor } = ctx.state.loaded;
    await Group.query(trx).findById(group.id).restore();
    return present(await Group.query(trx).findById(group.id).throwIfNotFound(), presentGroupFor(actor));
  },
});
