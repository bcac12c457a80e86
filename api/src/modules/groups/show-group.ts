import { dataEnvelope, groupSchema, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentGroup } from '../../presenters/present-group.ts';
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
  handler: async (ctx) =>
    present(await findGroup(ctx, ctx.state.trx, ctx.state.input.params.id), presentGroup),
});
