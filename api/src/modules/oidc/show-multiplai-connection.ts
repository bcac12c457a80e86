import { dataEnvelope, multiplaiConnectionSchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { OAuthConnection } from '../../models/oauth-connection.ts';
import { presentMultiplaiConnection } from '../../presenters/present-multiplai-connection.ts';
import { requireProvider } from './configured-provider.ts';

/** GET /v1/auth/connect/multiplai: whether the signed-in user connected multiplai (never the tokens). */
export const showMultiplaiConnection = defineRoute({
  method: 'get',
  path: '/auth/connect/multiplai',
  summary: 'Show the multiplai connection',
  tags: ['Multiplai'],
  responses: { 200: dataEnvelope(multiplaiConnectionSchema) },
  errors: [401, 404],
  before: [requireProvider('multiplai'), authenticate()],
  transaction: true,
  handler: async (ctx) => {
    const connection = await OAuthConnection.query(ctx.state.trx).findOne({
      userId: currentUser(ctx).id,
      provider: 'multiplai',
    });
    return present(connection, presentMultiplaiConnection);
  },
});
