import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { ApiKey } from '../../models/api-key.ts';
import { actorOf } from '../../policies/actor.ts';
import { apiKeyPolicy } from '../../policies/api-key-policy.ts';

/**
 * DELETE /v1/api-keys/:id: revokes a key; the next request it signs is refused. A key the caller may not
 * manage is a 404, as if it did not exist.
 */
export const revokeApiKey = defineRoute({
  method: 'delete',
  path: '/api-keys/:id',
  summary: 'Revoke an API key',
  tags: ['API keys'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [401, 404, 419],
  transaction: true,
  access: {
    load: async (ctx, db) => {
      const key = await ApiKey.query(db)
        .findById(ctx.state.input.params.id)
        .whereNull('revokedAt')
        .forUpdate();
      if (!key || !apiKeyPolicy.manage(await actorOf(ctx, db), key)) throw notFound();
      return key;
    },
    allow: () => true,
  },
  handler: async (ctx) => {
    await ctx.state.loaded.$query(ctx.state.trx).patch({ revokedAt: new Date() });
  },
});
