import { PASSKEY_MESSAGES, passkeySignInSchema, signInAnswerSchema } from '@exceed/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { verifySignIn } from '../../auth/passkeys.ts';
import { signIn } from '../../auth/sign-in.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { User } from '../../models/user.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/**
 * POST /v1/auth/passkeys/sign-in: signs in with what a passkey signed. The passkey is something the
 * person has, unlocked by something they are or know, so the session counts as two factors (decision
 * 0097). One message for every failure: nothing tells whose passkey it was or why it failed.
 */
export const passkeySignIn = defineRoute({
  method: 'post',
  path: '/auth/passkeys/sign-in',
  summary: 'Sign in with a passkey',
  description:
    '`response` is what navigator.credentials.get() answered (AuthenticationResponseJSON) to the options of POST /v1/auth/passkeys/sign-in-options. `"token": true` answers a bearer token instead of setting the session cookie.',
  tags: ['Passkeys'],
  request: { body: passkeySignInSchema },
  responses: { 200: signInAnswerSchema },
  errors: [419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => {
    const { response, token } = ctx.state.input.body;
    const passkey = await verifySignIn(
      ctx.knex,
      response as unknown as AuthenticationResponseJSON,
      ctx.config.appUrl,
    );
    const user = passkey && (await User.query(ctx.knex).findById(passkey.userId));
    if (!user || user.status === 'suspended') {
      throw validationFailed({ response: [PASSKEY_MESSAGES.signInFailed] });
    }
    return ctx.knex.transaction((trx) =>
      signIn(ctx, trx, user.id, { tokenMode: token, emailProven: false, secondFactor: true }),
    );
  },
});
