import { confirmChangeCodeSchema, mailedSchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { mailCodeTo } from '../../auth/mailed-code.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { defineRoute } from '../../http/define-route.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/**
 * POST /v1/auth/confirm-change-code: mails a code to the signed-in user's current address; sent as `otp`
 * with a change of their email or password (PATCH /v1/users/:id), it proves it is them. For accounts
 * without a password it is the only proof (docs/decisions/0046-re-authentication.md).
 */
export const confirmChangeCode = defineRoute({
  method: 'post',
  path: '/auth/confirm-change-code',
  summary: "Mail a code to the signed-in user's current email, to confirm an email or password change",
  tags: ['Auth'],
  before: [authenticate()],
  request: { body: confirmChangeCodeSchema },
  responses: { 200: mailedSchema },
  errors: [401, 419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => {
    const user = currentUser(ctx);
    return mailCodeTo(ctx, 'confirm-change', user.email, user.id);
  },
});
