import * as client from 'openid-client';
import type { Config, OidcClientConfig } from '../config.ts';
import { type OidcProviderName, redirectUri } from './oidc-providers.ts';

/** Scopes asked of every provider: who the user is, their email and their name. */
const SCOPE = 'openid email profile';
/** Seconds any call to a provider may take, so a hung provider cannot hold a request for long. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** What a redirect to the provider sends and what its callback must check, kept server-side. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** What the callback learned: the provider's user and the tokens issued for them. */
export interface AuthorizationResult {
  identity: ProviderIdentity;
  tokens: ProviderTokens;
}

/** The claims the API reads, from the ID token and the UserInfo endpoint. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  /** Only a literal `email_verified: true` counts: an address the provider did not prove is not trusted. */
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  preferredUsername: string | undefined;
}

/** Tokens as oauth_connections stores them. */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  scope: string | null;
  expiresAt: Date | null;
}

/**
 * Discovered configurations by issuer and client: discovery is a network round trip per provider, done
 * once per process. A failed discovery is forgotten, so the next request tries again.
 */
const configurations = new Map<string, Promise<client.Configuration>>();

function providerConfiguration(config: Config, settings: OidcClientConfig): Promise<client.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    // Plain HTTP is for a provider on the developer's machine or in tests, never where users are.
    const insecure =
      new URL(settings.issuer).protocol === 'http:' &&
      (config.appEnv === 'development' || config.appEnv === 'test');
    configuration = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      // Basic is the client authentication every OAuth 2 server must support (RFC 6749 §2.3.1).
      client.ClientSecretBasic(settings.clientSecret),
      { execute: insecure ? [client.allowInsecureRequests] : [], timeout: PROVIDER_TIMEOUT_SECONDS },
    );
    configuration.catch(() => configurations.delete(key));
    configurations.set(key, configuration);
  }
  return configuration;
}

/** The provider's authorization URL with PKCE (S256), state and nonce, and the secrets the callback needs. */
export async function startAuthorization(
  config: Config,
  provider: OidcProviderName,
  settings: OidcClientConfig,
): Promise<AuthorizationRequest> {
  const configuration = await providerConfiguration(config, settings);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(config, provider),
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, codeVerifier, nonce };
}

/**
 * Checks the callback (state, issuer, ID token and its nonce), exchanges the code with the PKCE verifier
 * and reads the user's claims. Throws when the provider answered an error or anything fails a check.
 */
export async function finishAuthorization(
  config: Config,
  provider: OidcProviderName,
  settings: OidcClientConfig,
  callbackQuery: string,
  checks: { state: string; codeVerifier: string; nonce: string },
): Promise<AuthorizationResult> {
  const configuration = await providerConfiguration(config, settings);
  const currentUrl = new URL(redirectUri(config, provider));
  currentUrl.search = callbackQuery;
  const response = await client.authorizationCodeGrant(configuration, currentUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const idClaims = response.claims();
  if (!idClaims) throw new Error('the provider issued no ID token');
  // Providers put the profile claims in the ID token or only at UserInfo (oidc-provider's default).
  const userInfo = configuration.serverMetadata().userinfo_endpoint
    ? await client.fetchUserInfo(configuration, response.access_token, idClaims.sub)
    : undefined;
  const claims = { ...idClaims, ...userInfo };
  const expiresIn = response.expiresIn();
  return {
    identity: {
      subject: idClaims.sub,
      email: text(claims.email)?.toLowerCase(),
      emailVerified: claims.email_verified === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      preferredUsername: text(claims.preferred_username),
    },
    tokens: {
      accessToken: response.access_token,
      refreshToken: response.refresh_token ?? null,
      idToken: response.id_token ?? null,
      scope: response.scope ?? null,
      expiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
    },
  };
}

/** A claim as a non-empty trimmed string, else undefined. */
function text(claim: unknown): string | undefined {
  return typeof claim === 'string' && claim.trim() !== '' ? claim.trim() : undefined;
}
