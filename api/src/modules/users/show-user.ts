import { dataEnvelope, idParamsSchema, showQuerySchema, USER_INCLUDES, userSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { parseInclude } from '../../http/include.ts';
import { present } from '../../http/presenter.ts';
import { presentUserFor } from '../../presenters/present-user.ts';
import { loadUser, mayView } from './find-user.ts';

/** GET /v1/users/:id: themself, a teammate, or anyone for a super-admin. */
export const showUser = defineRoute({
  method: 'get',
  path: '/users/:id',
  summary: 'Show a user',
  tags: ['Users'],
  before: [authenticate()],
  request: { params: idParamsSchema, query: showQuerySchema(USER_INCLUDES) },
  responses: { 200: dataEnvelope(userSchema) },
  errors: [401, 403, 404],
  transaction: true,
  access: { load: (ctx, db) => loadUser(ctx, db, ctx.state.input.params.id), allow: mayView },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { user, actor } = ctx.state.loaded;
    const relations = parseInclude(ctx.state.input.query.include);
    if (relations.length > 0) await user.$fetchGraph(`[${relations.join(', ')}]`, { transaction: trx });
    return present(user, presentUserFor(actor));
  },
});
