import { oidcRedirectQuerySchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { requireProvider } from './configured-provider.ts';
import { multiplaiFailure } from './multiplai-landing.ts';
import { redirectToProvider } from './provider-round-trip.ts';

/** GET /v1/auth/connect/multiplai/redirect: the signed-in user leaves to connect their multiplai account. */
export const startMultiplaiConnection = defineRoute({
  method: 'get',
  path: '/auth/connect/multiplai/redirect',
  summary: 'Connect a multiplai account',
  description:
    'Open in the browser: 302 to multiplai (OpenID Connect, PKCE S256) for the signed-in user. `redirect` ' +
    'is the page to land on afterwards; a failure lands on the multiplai page of its area with ' +
    '`?error=multiplai`. 404 when multiplai is not configured.',
  tags: ['Multiplai'],
  responses: { 302: null },
  errors: [401, 404],
  before: [requireProvider('multiplai'), authenticate()],
  request: { query: oidcRedirectQuerySchema },
  transaction: true,
  handler: async (ctx) => {
    const user = currentUser(ctx);
    const flow = { userId: user.id, redirect: ctx.state.input.query.redirect ?? null };
    await redirectToProvider(ctx, ctx.state.trx, 'multiplai', flow, multiplaiFailure(user, flow.redirect));
  },
});
