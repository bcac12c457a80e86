import { AUTH_MESSAGES, type UpdateUserInput } from '@exceed/contract';
import type { Context, Middleware } from 'koa';
import { validationFailed } from '../errors.ts';
import { rateLimit } from '../rate-limit/rate-limit.ts';
import { currentUser } from './authenticate.ts';
import { consumeOtp } from './challenges.ts';
import { verifyPassword } from './secrets.ts';
import { reauthenticationLimits } from './sign-in-limits.ts';

/**
 * Whether an update changes the signed-in user's own email or password: what a stolen session must not
 * be able to do alone (docs/decisions/0046-re-authentication.md). A super-admin editing someone else is not
 * asked: they prove nothing about the other account.
 */
export function changesOwnCredentials(ctx: Context, targetId: string, changes: UpdateUserInput): boolean {
  const user = ctx.state.auth?.user;
  if (!user || user.id !== targetId) return false;
  return (
    changes.password !== undefined ||
    (changes.email !== undefined && changes.email !== user.email.toLowerCase())
  );
}

/**
 * Route step of PATCH/PUT /v1/users/:id, after validation and before the transaction (a wrong code's try
 * stays counted, and no row is locked while a slowed request waits): a user changing their own email or
 * password proves it is them with their current password or a code mailed to their current address. Each
 * proof is a hit on the sign-in limits of their address; a code's wrong tries are also counted on the code.
 * A missing or wrong proof is a 422 on its field.
 */
export function reauthenticate(): Middleware {
  const limit = rateLimit(...reauthenticationLimits);
  return async (ctx, next) => {
    const { params, body } = ctx.state.input as { params: { id: string }; body: UpdateUserInput };
    if (!changesOwnCredentials(ctx, params.id, body)) return next();
    return limit(ctx, async () => {
      await assertProof(ctx, body);
      await next();
    });
  };
}

async function assertProof(ctx: Context, body: UpdateUserInput): Promise<void> {
  const user = currentUser(ctx);
  if (body.currentPassword !== undefined) {
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      throw validationFailed({ currentPassword: [AUTH_MESSAGES.passwordWrong] });
    }
    return;
  }
  if (body.otp !== undefined) {
    await consumeOtp(ctx.knex, 'confirm-change', user.email, body.otp);
    return;
  }
  throw validationFailed(
    user.passwordHash
      ? { currentPassword: [AUTH_MESSAGES.proofNeeded] }
      : { otp: [AUTH_MESSAGES.codeNeeded] },
  );
}
