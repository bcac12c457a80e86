import { oidcRedirectQuerySchema } from '@exceed/contract';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { defineRoute } from '../../http/define-route.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';
import { requireProvider } from './configured-provider.ts';
import { redirectToProvider } from './provider-round-trip.ts';
import { SIGN_IN_FAILED } from './sign-in-landing.ts';

/** GET /v1/auth/connect/oidc/redirect: the browser leaves for the external sign-in provider. */
export const startOidcSignIn = defineRoute({
  method: 'get',
  path: '/auth/connect/oidc/redirect',
  summary: 'Sign in with the external provider',
  description:
    'Open in the browser (a navigation, not a fetch): 302 to the OpenID Connect provider with PKCE (S256), ' +
    'state and nonce. `redirect` is the page to land on after sign-in. 404 when no provider is configured.',
  tags: ['Auth'],
  responses: { 302: null },
  errors: [404],
  before: [requireProvider('oidc')],
  // Each start writes a state row: limited per IP like every other sign-in route.
  guards: [rateLimit(...signInLimits)],
  request: { query: oidcRedirectQuerySchema },
  transaction: true,
  handler: async (ctx) => {
    const flow = { userId: null, redirect: ctx.state.input.query.redirect ?? null };
    await redirectToProvider(ctx, ctx.state.trx, 'oidc', flow, SIGN_IN_FAILED);
  },
});
