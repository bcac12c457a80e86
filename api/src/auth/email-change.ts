import { AUTH_MESSAGES, OTP_LIFETIME_MINUTES } from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import { enqueueMail } from '../mail/mail-queue.ts';
import { codeMail, emailChangedMail, emailTakenMail } from '../mail/messages.ts';
import { User } from '../models/user.ts';
import { consumeOtp, invalidCode, issueChallenge } from './challenges.ts';
import { assertIdentifiersFree, takenIdentifiers } from './registration.ts';

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
 * Uses up the code mailed to the pending email and swaps it in, verified: the code proved the mailbox.
 * Only now is the address checked to be free (decision 0094): when another account has it, the change is
 * dropped and its mailbox is told, by the answer and a mail. The old address is told of a made change by a
 * mail queued with the swap. Answers the user with roles.
 */
export async function confirmEmailChange(knex: Knex, user: User, otp: string, appUrl: string): Promise<User> {
  const email = user.pendingEmail;
  if (email === null) throw invalidCode();
  const challenge = await consumeOtp(knex, 'change-email', email, otp);
  if (challenge.userId !== user.id) throw invalidCode();
  if ((await takenIdentifiers(knex, { email }, user.id)).email) {
    // The mailbox's owner proved it: now they may learn that the address is taken, in the answer and a mail.
    await knex.transaction(async (trx) => {
      await User.query(trx).findById(user.id).where({ pendingEmail: email }).patch({ pendingEmail: null });
      await enqueueMail(trx, emailTakenMail(email, appUrl));
    });
    throw validationFailed({ email: [AUTH_MESSAGES.emailTaken] });
  }
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
