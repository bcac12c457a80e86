import { JWKS_PATH, jwksSchema } from '@exceed/contract';
import { publicJwks } from '../../certificates/signing-keys.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * GET /v1/signing-keys, also served at /.well-known/jwks.json (app.ts): the public keys that sign
 * certificates, retired ones included, as a JWKS, so anyone verifies a certificate's JWS without asking
 * Exceed. Cached for five minutes: a verifier that meets a kid its copy lacks (a key rotated in since)
 * fetches the set again, as jose's remote set does.
 */
export const showSigningKeys = defineRoute({
  method: 'get',
  path: '/signing-keys',
  summary: "The platform's public keys for certificates (JWKS)",
  description: `The same set is served at ${JWKS_PATH}.`,
  tags: ['Certificates'],
  responses: { 200: jwksSchema },
  handler: async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'application/jwk-set+json';
    ctx.body = JSON.stringify(await publicJwks(ctx.knex));
    return undefined;
  },
});
