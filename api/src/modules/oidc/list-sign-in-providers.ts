import { dataEnvelope, signInProviderSchema } from '@exceed/contract';
import { defineRoute } from '../../http/define-route.ts';
import { providerSettings } from '../../oidc/oidc-providers.ts';

/** GET /v1/auth/providers: the sign-in page shows a button for each external provider configured. */
export const listSignInProviders = defineRoute({
  method: 'get',
  path: '/auth/providers',
  summary: 'List the external sign-in providers',
  tags: ['Auth'],
  responses: { 200: dataEnvelope({ type: 'array', items: signInProviderSchema }) },
  handler: async (ctx) => {
    const oidc = providerSettings(ctx.config, 'oidc');
    return {
      data: oidc ? [{ id: 'oidc' as const, name: oidc.name, url: '/v1/auth/connect/oidc/redirect' }] : [],
    };
  },
});
