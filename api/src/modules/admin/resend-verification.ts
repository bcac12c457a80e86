import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  idParamsSchema,
  mailedSchema,
  OTP_LIFETIME_MINUTES,
} from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { issueChallenge } from '../../auth/challenges.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { codeMail } from '../../mail/messages.ts';
import { adminAccess, tags } from './admin-access.ts';
import { findUser } from './find-user.ts';

/**
 * POST /v1/admin/users/:id/resend-verification: mails the user a new code to verify their email (what
 * POST /v1/auth/verify-email-using-otp sends them), queued with the code and the audit row: it goes once
 * they commit.
 */
export const resendVerification = defineRoute({
  method: 'post',
  path: '/admin/users/:id/resend-verification',
  summary: 'Mail a user a new email verification code',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema },
  responses: { 200: mailedSchema },
  errors: [401, 403, 404, 419],
  handler: async (ctx) => {
    await ctx.knex.transaction(async (trx) => {
      const user = await findUser(trx, ctx.state.input.params.id);
      if (user.emailVerifiedAt) throw validationFailed({ id: [ADMIN_MESSAGES.alreadyVerified] });
      await issueChallenge(trx, { purpose: 'verify-email', email: user.email, userId: user.id }, (code) =>
        codeMail(user.email, 'verify-email', code, OTP_LIFETIME_MINUTES),
      );
      await recordAudit(trx, ctx, {
        action: 'user.resend-verification',
        subjectKind: 'user',
        subjectId: user.id,
        after: { email: user.email },
      });
    });
    return { message: AUTH_MESSAGES.codeSent };
  },
});
