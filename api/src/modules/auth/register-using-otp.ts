import {
  AUTH_MESSAGES,
  mailedSchema,
  OTP_LIFETIME_MINUTES,
  registerUsingOtpSchema,
  signInAnswerSchema,
} from '@exceed/contract';
import { consumeOtp, issueChallenge } from '../../auth/challenges.ts';
import { registerUser, takenIdentifiers } from '../../auth/registration.ts';
import { startSignedIn } from '../../auth/sign-in.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { accountExistsMail, codeMail, welcomeMail } from '../../mail/messages.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/**
 * POST /v1/auth/register-using-otp. The details alone mail a code; the same details with `otp` create the
 * account (a `pending` user with a profile and a personal team) and sign in. A taken username is said at
 * once (usernames are public); a taken email is only said once the code proved the mailbox, so the first
 * step answers the same for every address.
 */
export const registerUsingOtp = defineRoute({
  method: 'post',
  path: '/auth/register-using-otp',
  summary: 'Create an account with a mailed one-time code',
  tags: ['Auth'],
  request: { body: registerUsingOtpSchema },
  responses: { 200: mailedSchema, 201: signInAnswerSchema },
  errors: [419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => {
    const { email, username, firstName, lastName, otp, token } = ctx.state.input.body;
    const taken = await takenIdentifiers(ctx.knex, { email, username });
    if (taken.username) throw validationFailed({ username: [AUTH_MESSAGES.usernameTaken] });
    if (otp === undefined) {
      await issueChallenge(ctx.knex, { purpose: 'register', email, userId: null }, (code) =>
        taken.email
          ? accountExistsMail(email, ctx.config.appUrl)
          : codeMail(email, 'register', code, OTP_LIFETIME_MINUTES),
      );
      return { message: AUTH_MESSAGES.codeSent };
    }
    await consumeOtp(ctx.knex, 'register', email, otp);
    if (taken.email) throw validationFailed({ email: [AUTH_MESSAGES.emailTaken] });
    const answer = await ctx.knex.transaction(async (trx) => {
      const user = await registerUser(trx, { email, username, firstName, lastName, emailVerified: true });
      await enqueueMail(trx, welcomeMail(email, firstName, ctx.config.appUrl));
      return startSignedIn(ctx, trx, user.id, { tokenMode: token });
    });
    ctx.status = 201;
    return answer;
  },
});
