import { dataEnvelope, groupSchema, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { groupPolicy } from '../../policies/group-policy.ts';
import { presentGroupFor } from '../../presenters/present-group.ts';
import { findGroup } from './find-group.ts';

/** GET /v1/groups/:id: a live group of the caller's (anyone else: 404). */
export const showGroup = defineRoute({
  method: 'get',
  path: '/groups/:id',
  summary: 'Show one of my saved groups',
  tags: ['Groups'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(groupSchema) },
  errors: [401, 404],
  transaction: true,
  access: {
    load: (ctx, db) => findGroup(ctx, db, ctx.state.input.params.id),
    allow: ({ group, actor }) => groupPolicy.manage(actor, group),
  },
  handler: async (ctx) => present(ctx.state.loaded.group, presentGroupFor(ctx.state.loaded.actor)),
});
