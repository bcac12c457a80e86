import { AUTH_MESSAGES, OTP_LIFETIME_MINUTES } from '@exceed/contract';
import type { Context } from 'koa';
import { type CodePurpose, codeMail } from '../mail/messages.ts';
import { issueChallenge } from './challenges.ts';

/**
 * The first step of a signed-in user's code: issues it for a purpose and an address of theirs and queues
 * its mail there; answers the route's "check your email" body.
 */
export async function mailCodeTo(
  ctx: Context,
  purpose: Extract<CodePurpose, 'verify-email' | 'confirm-change' | 'change-email'>,
  email: string,
  userId: string,
): Promise<{ message: string }> {
  await issueChallenge(ctx.knex, { purpose, email, userId }, (code) =>
    codeMail(email, purpose, code, OTP_LIFETIME_MINUTES),
  );
  return { message: AUTH_MESSAGES.codeSent };
}
