import { AUTH_MESSAGES, signInAnswerSchema, verifyTokenSchema } from '@exceed/contract';
import { consumeLink } from '../../auth/challenges.ts';
import { signIn } from '../../auth/sign-in.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { User } from '../../models/user.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/** POST /v1/auth/verify-token: signs in with the secret of a mailed link (single use, 15 minutes). */
export const verifyToken = defineRoute({
  method: 'post',
  path: '/auth/verify-token',
  summary: 'Sign in with the token of a mailed link',
  description: '`"tokenMode": true` answers a bearer token instead of setting the session cookie.',
  tags: ['Auth'],
  request: { body: verifyTokenSchema },
  responses: { 200: signInAnswerSchema },
  errors: [419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => {
    const { token, tokenMode } = ctx.state.input.body;
    const challenge = await consumeLink(ctx.knex, token);
    const user = challenge?.userId ? await User.query(ctx.knex).findById(challenge.userId) : undefined;
    if (!user || user.status === 'suspended') throw validationFailed({ token: [AUTH_MESSAGES.linkInvalid] });
    return ctx.knex.transaction((trx) => signIn(ctx, trx, user.id, { tokenMode, emailProven: true }));
  },
});
