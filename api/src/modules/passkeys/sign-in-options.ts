import { passkeyOptionsSchema } from '@exceed/contract';
import { signInOptions } from '../../auth/passkeys.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { defineRoute } from '../../http/define-route.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/** POST /v1/auth/passkeys/sign-in-options: a challenge for any of this site's passkeys (5 minutes). */
export const passkeySignInOptions = defineRoute({
  method: 'post',
  path: '/auth/passkeys/sign-in-options',
  summary: 'Start signing in with a passkey',
  description:
    'Answers PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get() (@simplewebauthn/browser startAuthentication), naming no account: the passkey the person picks says whose it is.',
  tags: ['Passkeys'],
  responses: { 200: passkeyOptionsSchema },
  errors: [419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => ({ data: await signInOptions(ctx.knex, ctx.config.appUrl) }),
});
