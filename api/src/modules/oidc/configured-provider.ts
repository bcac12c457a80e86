import type { Context, Middleware } from 'koa';
import type { OidcClientConfig } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { type OidcProviderName, providerSettings } from '../../oidc/oidc-providers.ts';

/** The provider's registration; 404 when the environment does not configure it (the routes do not exist). */
export function configuredProvider(ctx: Context, provider: OidcProviderName): OidcClientConfig {
  const settings = providerSettings(ctx.config, provider);
  if (!settings) throw notFound();
  return settings;
}

/** Route step 1: 404 before anything else (authentication included) when the provider is not configured. */
export function requireProvider(provider: OidcProviderName): Middleware {
  return async (ctx, next) => {
    configuredProvider(ctx, provider);
    await next();
  };
}
