import { oidcCallbackQuerySchema } from '@exceed/contract';
import { signIn } from '../../auth/sign-in.ts';
import { defineRoute } from '../../http/define-route.ts';
import { requireProvider } from './configured-provider.ts';
import { finishRoundTrip } from './provider-round-trip.ts';
import { saveConnection } from './save-connection.ts';
import { signInAccount } from './sign-in-account.ts';
import { SIGN_IN_FAILED, secondStepLanding, signInLanding, signInRefused } from './sign-in-landing.ts';

/** GET /v1/auth/connect/oidc/callback: the provider sends the browser back; sign in (or up) and land. */
export const finishOidcSignIn = defineRoute({
  method: 'get',
  path: '/auth/connect/oidc/callback',
  summary: 'Finish signing in with the external provider',
  description:
    'The redirect URI registered at the provider. Finds the account linked to the provider user, else ' +
    'the one with their email when the provider verified it, else registers one; starts a cookie session ' +
    '(or, for an account with an authenticator app, its second step: 302 to `/login?step=second-factor`) ' +
    'and 302s to the saved redirect (or /onboarding, /c, /b). Failures 302 to `/login?error=<code>`: ' +
    '`oidc`, `oidc_unverified_email` or `suspended`. 404 when no provider is configured.',
  tags: ['Auth'],
  responses: { 302: null },
  errors: [404],
  before: [requireProvider('oidc')],
  request: { query: oidcCallbackQuerySchema },
  transaction: true,
  handler: async (ctx) => {
    const trx = ctx.state.trx;
    const finished = await finishRoundTrip(ctx, trx, 'oidc', ctx.state.input.query.state);
    if (!finished.ok) {
      ctx.redirect(SIGN_IN_FAILED);
      return;
    }
    const { identity, tokens } = finished.result;
    const account = await signInAccount(trx, identity);
    if (account.refused) {
      ctx.redirect(signInRefused(account.refused));
      return;
    }
    await saveConnection(trx, account.user.id, 'oidc', identity.subject, tokens);
    const answer = await signIn(ctx, trx, account.user.id, { tokenMode: false, emailProven: false });
    if ('secondFactor' in answer.data) {
      ctx.redirect(secondStepLanding(finished.flow.redirect));
      return;
    }
    ctx.redirect(signInLanding(account.user, finished.flow.redirect, ctx.config.adminUrl));
  },
});
