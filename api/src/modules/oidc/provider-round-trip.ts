import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { OAuthState } from '../../models/oauth-state.ts';
import {
  type AuthorizationRequest,
  type AuthorizationResult,
  finishAuthorization,
  startAuthorization,
} from '../../oidc/oidc-client.ts';
import type { OidcProviderName } from '../../oidc/oidc-providers.ts';
import { consumeState, type FlowContext, saveState } from './authorization-states.ts';
import { configuredProvider } from './configured-provider.ts';

/**
 * The first leg: 302 to the provider, its secrets kept for the callback. The browser is mid-navigation, so
 * an unreachable provider sends it to `failure` (a page that can say so) rather than to a JSON error.
 */
export async function redirectToProvider(
  ctx: Context,
  trx: Knex.Transaction,
  provider: OidcProviderName,
  flow: FlowContext,
  failure: string,
): Promise<void> {
  const settings = configuredProvider(ctx, provider);
  let request: AuthorizationRequest;
  try {
    request = await startAuthorization(ctx.config, provider, settings);
  } catch (error) {
    ctx.log.warn({ err: error, provider }, 'could not start the OpenID Connect redirect');
    ctx.redirect(failure);
    return;
  }
  await saveState(ctx, trx, provider, request, flow);
  ctx.redirect(request.url.href);
}

/**
 * What a callback comes to: the flow it ends and what the provider said, or a failure, with the flow
 * when the state was known (so a failure can still land where the flow started).
 */
export type RoundTrip =
  | { ok: true; flow: OAuthState; result: AuthorizationResult }
  | { ok: false; flow: OAuthState | undefined };

/**
 * The second leg: consumes the state (single use, this browser's, not expired), then checks the answer and
 * exchanges the code. Not ok, with the reason logged, when any of that fails.
 */
export async function finishRoundTrip(
  ctx: Context,
  trx: Knex.Transaction,
  provider: OidcProviderName,
  state: string | undefined,
): Promise<RoundTrip> {
  const settings = configuredProvider(ctx, provider);
  const flow = await consumeState(ctx, trx, provider, state);
  if (!flow || !state) {
    ctx.log.info({ provider }, 'OpenID Connect callback with an unknown, used or expired state');
    return { ok: false, flow: undefined };
  }
  try {
    const result = await finishAuthorization(ctx.config, provider, settings, ctx.querystring, {
      state,
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
    });
    return { ok: true, flow, result };
  } catch (error) {
    ctx.log.warn({ err: error, provider }, 'OpenID Connect callback failed');
    return { ok: false, flow };
  }
}
