import type { Config, OidcClientConfig } from '../config.ts';

/** The OpenID Connect providers the API is a client of: external sign-in, and the multiplai app. */
export type OidcProviderName = 'oidc' | 'multiplai';

/** The provider's client registration, or undefined when the environment does not configure it. */
export function providerSettings(config: Config, provider: OidcProviderName): OidcClientConfig | undefined {
  return config[provider];
}

/** Where the provider sends the browser back: registered at the provider as the client's redirect URI. */
export function redirectUri(config: Config, provider: OidcProviderName): string {
  return `${config.appUrl}/v1/auth/connect/${provider}/callback`;
}
