import { API_KEY_MESSAGES, API_KEYS_MAX, createApiKeySchema, createdApiKeySchema } from '@exceed/contract';
import { newApiKey } from '../../auth/api-keys.ts';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { conflict, forbidden } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { securityChangeMail } from '../../mail/security-messages.ts';
import { ApiKey } from '../../models/api-key.ts';
import { actorOf } from '../../policies/actor.ts';
import { apiKeyPolicy } from '../../policies/api-key-policy.ts';
import { presentedKeys } from './key-reads.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /v1/api-keys: a key for the caller, or for a team they own or administer (`tenantId`). The answer
 * holds its secret (`token`), this once: only its hash is kept. The caller's address is told, as for any
 * new way into the account. 409 past API_KEYS_MAX live keys of one person or team.
 */
export const createApiKey = defineRoute({
  method: 'post',
  path: '/api-keys',
  summary: 'Make an API key',
  tags: ['API keys'],
  before: [authenticate()],
  request: { body: createApiKeySchema },
  responses: { 201: createdApiKeySchema },
  errors: [400, 401, 403, 409, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { name, scopes, expiresInDays, tenantId = null } = ctx.state.input.body;
    const actor = await actorOf(ctx, trx, { reload: true });
    if (!apiKeyPolicy.makeFor(actor, tenantId)) throw forbidden(API_KEY_MESSAGES.teamNotManaged);
    // The owner's row is locked so that two requests at once cannot both take the last place.
    const team = tenantId
      ? ((await trx('tenants').where({ id: tenantId }).forUpdate().first('name')) as { name: string })
      : undefined;
    if (!tenantId) await trx('users').where({ id: actor.user.id }).forUpdate().first('id');
    const live = ApiKey.query(trx).whereNull('revokedAt');
    if (tenantId) live.where({ tenantId });
    else live.where({ userId: actor.user.id }).whereNull('tenantId');
    if ((await live.resultSize()) >= API_KEYS_MAX) throw conflict(API_KEY_MESSAGES.tooMany);
    const { token, tokenHash, prefix } = newApiKey();
    const key = await ApiKey.query(trx).insertAndFetch({
      userId: actor.user.id,
      tenantId,
      name,
      prefix,
      tokenHash,
      scopes: [...scopes],
      expiresAt: expiresInDays ? new Date(Date.now() + expiresInDays * DAY_MS) : null,
    });
    await enqueueMail(
      trx,
      securityChangeMail(
        currentUser(ctx).email,
        'api-key-created',
        `Its name: ${key.name}. It may: ${key.scopes.join(', ')}.${team ? ` It acts for the team ${team.name}.` : ''}`,
        ctx.config.appUrl,
      ),
    );
    const [presented] = await presentedKeys(trx, (query) => query.where('k.id', key.id));
    return { data: { ...presented, token } };
  },
});
