import { OTP_LIFETIME_MINUTES } from '@exceed/contract';
import type { Knex } from 'knex';
import { enqueueMail } from '../mail/mail-queue.ts';
import { codeMail, emailChangedMail } from '../mail/messages.ts';
import { User } from '../models/user.ts';
import { consumeOtp, invalidCode, issueChallenge } from './challenges.ts';
import { assertIdentifiersFree } from './registration.ts';

/**
 * A user's own new email waits as pending until a code mailed to it proves the new mailbox; the account
 * keeps signing in with its old email until then (docs/decisions/0046-re-authentication.md). Run in the
 * update's transaction, which writes the pending address and queues the code's mail to it together.
 */
export async function requestEmailChange(
  trx: Knex.Transaction,
  userId: string,
  email: string,
): Promise<void> {
  await User.query(trx).findById(userId).patch({ pendingEmail: email });
  await issueChallenge(trx, { purpose: 'change-email', email, userId }, (code) =>
    codeMail(email, 'change-email', code, OTP_LIFETIME_MINUTES),
  );
}

/**
 * Uses up the code mailed to the pending email (on the root knex, so a wrong try stays counted) and swaps
 * it in, verified: the code proved the mailbox. The address must still be free (it was at the request,
 * but another account may have taken it since); the old address is told by a mail queued with the swap.
 * Answers the user with roles.
 */
export async function confirmEmailChange(knex: Knex, user: User, otp: string, appUrl: string): Promise<User> {
  const email = user.pendingEmail;
  if (email === null) throw invalidCode();
  const challenge = await consumeOtp(knex, 'change-email', email, otp);
  if (challenge.userId !== user.id) throw invalidCode();
  return knex.transaction(async (trx) => {
    await assertIdentifiersFree(trx, { email }, user.id);
    const changed = await User.query(trx)
      .findById(user.id)
      .where({ pendingEmail: email })
      .patch({ email, pendingEmail: null, emailVerifiedAt: new Date() });
    if (changed === 0) throw invalidCode();
    await enqueueMail(trx, emailChangedMail(user.email, email, appUrl));
    return User.query(trx).findById(user.id).withGraphFetched('roles').throwIfNotFound();
  });
}
