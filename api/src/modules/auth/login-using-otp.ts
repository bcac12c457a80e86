import {
  AUTH_MESSAGES,
  loginUsingOtpSchema,
  mailedSchema,
  OTP_LIFETIME_MINUTES,
  signInAnswerSchema,
} from '@exceed/contract';
import { consumeOtp, invalidCode, issueChallenge } from '../../auth/challenges.ts';
import { signIn, signInableUser } from '../../auth/sign-in.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { defineRoute } from '../../http/define-route.ts';
import { codeMail, noAccountMail } from '../../mail/messages.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/**
 * POST /v1/auth/login-using-otp. `{email}` mails a code and `{email, otp}` signs in. An address without
 * an account gets a mail saying so (and a dead challenge, so tries and lock-out behave the same): the
 * answer is the same either way.
 */
export const loginUsingOtp = defineRoute({
  method: 'post',
  path: '/auth/login-using-otp',
  summary: 'Sign in with a mailed one-time code',
  description:
    'Without `otp`: mails a 6-digit code (same answer whether or not the email has an account). With `otp`: signs in; `"token": true` answers a bearer token instead of setting the session cookie.',
  tags: ['Auth'],
  request: { body: loginUsingOtpSchema },
  responses: { 200: { oneOf: [mailedSchema, signInAnswerSchema] } },
  errors: [419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => {
    const { email, otp, token } = ctx.state.input.body;
    if (otp === undefined) {
      const user = await signInableUser(ctx.knex, email);
      await issueChallenge(ctx.knex, { purpose: 'login', email, userId: user?.id ?? null }, (code) =>
        user ? codeMail(email, 'login', code, OTP_LIFETIME_MINUTES) : noAccountMail(email, ctx.config.appUrl),
      );
      return { message: AUTH_MESSAGES.codeSent };
    }
    const challenge = await consumeOtp(ctx.knex, 'login', email, otp);
    const user = await signInableUser(ctx.knex, email);
    if (!user || user.id !== challenge.userId) throw invalidCode();
    return ctx.knex.transaction((trx) => signIn(ctx, trx, user.id, { tokenMode: token, emailProven: true }));
  },
});
