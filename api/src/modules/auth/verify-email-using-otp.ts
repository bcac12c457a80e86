import {
  AUTH_MESSAGES,
  dataEnvelope,
  mailedSchema,
  userSchema,
  verifyEmailUsingOtpSchema,
} from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { consumeOtp } from '../../auth/challenges.ts';
import { confirmEmailChange } from '../../auth/email-change.ts';
import { mailCodeTo } from '../../auth/mailed-code.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentUserFor } from '../../presenters/present-user.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/**
 * POST /v1/auth/verify-email-using-otp: `{}` mails a code to the address awaiting proof, `{otp}` proves it.
 * That address is the user's pending new email when there is one (the code swaps it in and the old
 * address is told), else their unverified email.
 */
export const verifyEmailUsingOtp = defineRoute({
  method: 'post',
  path: '/auth/verify-email-using-otp',
  summary:
    "Verify the signed-in user's email, or confirm their pending new email, with a mailed one-time code",
  description:
    'With a pending email (after PATCH /v1/users/:id changed it), the code goes to the new address and confirms it: it replaces the old email, verified, and the old address is told.',
  tags: ['Auth'],
  before: [authenticate()],
  request: { body: verifyEmailUsingOtpSchema },
  responses: { 200: { oneOf: [mailedSchema, dataEnvelope(userSchema)] } },
  errors: [401, 419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => {
    const user = currentUser(ctx);
    const { otp } = ctx.state.input.body;
    if (user.pendingEmail !== null) {
      if (otp === undefined) return mailCodeTo(ctx, 'change-email', user.pendingEmail, user.id);
      const changed = await confirmEmailChange(ctx.knex, user, otp, ctx.config.appUrl);
      return present(changed, presentUserFor(await actorOf(ctx, ctx.knex)));
    }
    if (user.emailVerifiedAt) throw validationFailed({ otp: [AUTH_MESSAGES.alreadyVerified] });
    if (otp === undefined) return mailCodeTo(ctx, 'verify-email', user.email, user.id);
    await consumeOtp(ctx.knex, 'verify-email', user.email, otp);
    const verified = await User.query(ctx.knex)
      .patchAndFetchById(user.id, { emailVerifiedAt: new Date() })
      .withGraphFetched('roles');
    return present(verified, presentUserFor(await actorOf(ctx, ctx.knex)));
  },
});
