import { SECOND_FACTOR_MESSAGES, secondFactorSchema, signInAnswerSchema } from '@exceed/contract';
import {
  acceptAuthenticatorCode,
  closeStep,
  countWrongTry,
  pendingStep,
  proofOf,
  useRecoveryCode,
} from '../../auth/second-factor.ts';
import { startSignedIn } from '../../auth/sign-in.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { securityChangeMail } from '../../mail/security-messages.ts';
import { RecoveryCode } from '../../models/recovery-code.ts';
import { User } from '../../models/user.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/**
 * POST /v1/auth/second-factor: the second step of a sign-in (its token in the browser's cookie, or in the
 * body in token mode), proved by the authenticator app's code or a recovery code. A wrong code is counted
 * on the step, committed before the 422, and the fifth spoils it: the sign-in starts again.
 */
export const secondFactorSignIn = defineRoute({
  method: 'post',
  path: '/auth/second-factor',
  summary: 'Finish a sign-in with the authenticator app or a recovery code',
  description:
    "After a sign-in answered `secondFactor`: `{code}` (the app's 6 digits) or `{recoveryCode}`; in token mode also `{token}` from that answer. Answers as the sign-in would have.",
  tags: ['Auth'],
  request: { body: secondFactorSchema },
  responses: { 200: signInAnswerSchema },
  errors: [419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => {
    const proof = proofOf(ctx.state.input.body);
    const outcome = await ctx.knex.transaction(async (trx) => {
      const step = await pendingStep(ctx, trx, ctx.state.input.body.token);
      const userId = step.userId as string;
      const proved =
        'code' in proof
          ? await acceptAuthenticatorCode(trx, userId, proof.code, { confirmed: true })
          : await useRecoveryCode(trx, userId, proof.recoveryCode);
      if (!proved) {
        await countWrongTry(trx, step);
        return { wrong: true as const };
      }
      await closeStep(ctx, trx, step);
      const user = await User.query(trx).findById(userId);
      if (!user || user.status === 'suspended') {
        throw validationFailed({ code: [SECOND_FACTOR_MESSAGES.stepExpired] });
      }
      if ('recoveryCode' in proof) {
        const left = await RecoveryCode.query(trx).where({ userId }).whereNull('usedAt').resultSize();
        const detail = `${left} of your recovery codes are left. Make new ones in Settings → Account.`;
        await enqueueMail(
          trx,
          securityChangeMail(user.email, 'recovery-code-used', detail, ctx.config.appUrl),
        );
      }
      const tokenMode = step.payload?.tokenMode === true;
      return { answer: await startSignedIn(ctx, trx, userId, { tokenMode, secondFactor: true }) };
    });
    if ('wrong' in outcome) {
      throw validationFailed(
        'code' in proof
          ? { code: [SECOND_FACTOR_MESSAGES.codeWrong] }
          : { recoveryCode: [SECOND_FACTOR_MESSAGES.recoveryCodeWrong] },
      );
    }
    return outcome.answer;
  },
});
