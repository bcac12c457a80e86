import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { OAuthConnection } from '../../models/oauth-connection.ts';
import { requireProvider } from './configured-provider.ts';

/** DELETE /v1/auth/connect/multiplai: forgets the connection and its tokens (204 also when there was none). */
export const deleteMultiplaiConnection = defineRoute({
  method: 'delete',
  path: '/auth/connect/multiplai',
  summary: 'Disconnect multiplai',
  tags: ['Multiplai'],
  responses: { 204: null },
  errors: [401, 404, 419],
  before: [requireProvider('multiplai'), authenticate()],
  transaction: true,
  handler: async (ctx) => {
    await OAuthConnection.query(ctx.state.trx)
      .where({ userId: currentUser(ctx).id, provider: 'multiplai' })
      .delete();
  },
});
