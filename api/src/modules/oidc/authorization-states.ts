import type { Knex } from 'knex';
import type { Context } from 'koa';
import { setCookie } from '../../auth/cookies.ts';
import { hashSecret, sameSecret } from '../../auth/secrets.ts';
import { OAuthState } from '../../models/oauth-state.ts';
import type { AuthorizationRequest } from '../../oidc/oidc-client.ts';
import type { OidcProviderName } from '../../oidc/oidc-providers.ts';

/** How long a redirect to a provider may take to come back. */
const STATE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The browser that started a flow also carries its state in an httpOnly cookie, and the callback wants
 * both. Without it, anyone could send a victim to a callback URL holding the attacker's own code and sign
 * the victim in as the attacker (login CSRF, RFC 6749 §10.12). SameSite=Lax still sends it on the
 * provider's top-level redirect back.
 */
const stateCookie = (provider: OidcProviderName) => `exceed_${provider}_state`;

/** What a flow remembers until its callback. */
export interface FlowContext {
  /** The signed-in user connecting an account; null for a sign-in. */
  userId: string | null;
  /** A path of this site to land on afterwards. */
  redirect: string | null;
}

/** Keeps a redirect's secrets for its callback (and forgets states nobody came back for). */
export async function saveState(
  ctx: Context,
  trx: Knex.Transaction,
  provider: OidcProviderName,
  request: AuthorizationRequest,
  flow: FlowContext,
): Promise<void> {
  await OAuthState.query(trx).where('expiresAt', '<', new Date()).delete();
  const expiresAt = new Date(Date.now() + STATE_LIFETIME_MS);
  await OAuthState.query(trx).insert({
    stateHash: hashSecret(request.state),
    provider,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    userId: flow.userId,
    redirect: flow.redirect,
    expiresAt,
  });
  setCookie(ctx, stateCookie(provider), request.state, { httpOnly: true, expires: expiresAt });
}

/**
 * Takes the flow a callback names, once: the row is deleted whatever comes next. Undefined when the state
 * is missing, unknown, used, expired, of another provider, or not the one this browser started.
 */
export async function consumeState(
  ctx: Context,
  trx: Knex.Transaction,
  provider: OidcProviderName,
  state: string | undefined,
): Promise<OAuthState | undefined> {
  const cookie = ctx.cookies.get(stateCookie(provider));
  setCookie(ctx, stateCookie(provider), null, { httpOnly: true });
  if (!state) return undefined;
  const [row] = await OAuthState.query(trx)
    .where({ stateHash: hashSecret(state), provider })
    .delete()
    .returning('*');
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  return cookie && sameSecret(cookie, state) ? row : undefined;
}
