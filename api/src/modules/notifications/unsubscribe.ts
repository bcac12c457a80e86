import { dataEnvelope, unsubscribeSchema } from '@exceed/contract';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { channelsOf, readUnsubscribeToken, savePreferences } from '../../notifications/channels.ts';

const tokenParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[0-9A-Za-z._-]{40,120}$' } },
  required: ['token'],
  additionalProperties: false,
} as const;

/** GET /v1/unsubscribe/:token: whose mail of which kind a mailed link stops, and whether it still comes. */
export const showUnsubscribe = defineRoute({
  method: 'get',
  path: '/unsubscribe/:token',
  summary: 'Read what an unsubscribe link stops',
  tags: ['Notifications'],
  request: { params: tokenParamsSchema },
  responses: { 200: dataEnvelope(unsubscribeSchema) },
  errors: [404],
  handler: async (ctx) => {
    const found = await readUnsubscribeToken(ctx.knex, ctx.state.input.params.token);
    if (!found) throw notFound();
    const { user, kind } = found;
    return { data: { kind, email: user.email, mail: channelsOf(user, kind).mail } };
  },
});

/**
 * POST /v1/unsubscribe/:token: that kind no longer comes by mail (it stays in the bell, as chosen). The
 * address of List-Unsubscribe: a mail app POSTs it in one click (RFC 8058), without cookies or a token
 * beyond the link's own; the unsubscribe page POSTs it too.
 */
export const unsubscribe = defineRoute({
  method: 'post',
  path: '/unsubscribe/:token',
  summary: 'Stop one kind of mail (one click)',
  tags: ['Notifications'],
  request: { params: tokenParamsSchema },
  responses: { 200: dataEnvelope(unsubscribeSchema) },
  errors: [404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const found = await readUnsubscribeToken(trx, ctx.state.input.params.token);
    if (!found) throw notFound();
    const { user, kind } = found;
    const saved = await savePreferences(trx, user, [
      { kind, mail: false, inApp: channelsOf(user, kind).inApp },
    ]);
    return { data: { kind, email: saved.email, mail: channelsOf(saved, kind).mail } };
  },
});
