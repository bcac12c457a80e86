import {
  AUTH_MESSAGES,
  LOGIN_LINK_LIFETIME_MINUTES,
  OTP_LIFETIME_MINUTES,
  OTP_MAX_ATTEMPTS,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import { enqueueMail } from '../mail/mail-queue.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { AuthChallenge, type ChallengePurpose } from '../models/auth-challenge.ts';
import { hashSecret, newOtp, newSecret, sameSecret } from './secrets.ts';

/** What a new challenge is for and whom it names. */
export interface ChallengeRequest {
  purpose: ChallengePurpose;
  email: string;
  userId: string | null;
  payload?: Record<string, unknown>;
}

/**
 * Issues a mailed secret: a six-digit code, or a long random secret for a sign-in link, and queues the mail
 * that `mail` makes of it. Only its hash is stored. A new one supersedes every live one of the same purpose
 * and email, so only the latest mail works; that happens in the same transaction, once the new one and its
 * mail are written, so a request that fails leaves the previous code working.
 */
export async function issueChallenge(
  knex: Knex,
  request: ChallengeRequest,
  mail: (secret: string) => MailMessage,
): Promise<void> {
  const secret = request.purpose === 'link' ? newSecret() : newOtp();
  const minutes = request.purpose === 'link' ? LOGIN_LINK_LIFETIME_MINUTES : OTP_LIFETIME_MINUTES;
  await knex.transaction(async (trx) => {
    const issued = await AuthChallenge.query(trx).insert({
      purpose: request.purpose,
      email: request.email,
      userId: request.userId,
      secretHash: hashSecret(secret),
      attempts: 0,
      payload: request.payload ?? null,
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    await enqueueMail(trx, mail(secret));
    await AuthChallenge.query(trx)
      .where({ purpose: request.purpose, email: request.email })
      .whereNot({ id: issued.id })
      .whereNull('consumedAt')
      .patch({ consumedAt: new Date() });
  });
}

/**
 * Checks a code against the live challenge of a purpose and email and, when it matches, uses it up.
 * Each try is counted first, in one atomic update, so concurrent guesses cannot exceed OTP_MAX_ATTEMPTS;
 * the count is written on the root knex, outside any request transaction, so a failed try stays counted.
 * Throws 422 on the `otp` field when the code is wrong, expired, used, superseded or never sent (one
 * message for all: nothing tells whether the email has an account), or when the tries are used up.
 */
export async function consumeOtp(
  knex: Knex,
  purpose: Exclude<ChallengePurpose, 'link'>,
  email: string,
  otp: string,
): Promise<AuthChallenge> {
  const live = await AuthChallenge.query(knex)
    .where({ purpose, email })
    .whereNull('consumedAt')
    .where('expiresAt', '>', new Date())
    .orderBy('createdAt', 'desc')
    .first();
  if (!live) throw codeError(AUTH_MESSAGES.codeInvalid);
  const counted = await knex(AuthChallenge.tableName)
    .where({ id: live.id })
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .increment('attempts', 1);
  if (counted === 0) throw codeError(AUTH_MESSAGES.codeLocked);
  if (!sameSecret(live.secretHash, hashSecret(otp))) {
    throw codeError(
      live.attempts + 1 >= OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.codeLocked : AUTH_MESSAGES.codeInvalid,
    );
  }
  // Single use, even against a concurrent request with the same code: only one update finds it unused.
  const used = await AuthChallenge.query(knex)
    .findById(live.id)
    .whereNull('consumedAt')
    .patch({ consumedAt: new Date() });
  if (used === 0) throw codeError(AUTH_MESSAGES.codeInvalid);
  return live;
}

/** Uses up a sign-in link's secret; undefined when it is unknown, used or expired. */
export async function consumeLink(knex: Knex, secret: string): Promise<AuthChallenge | undefined> {
  const [challenge] = await AuthChallenge.query(knex)
    .where({ purpose: 'link', secretHash: hashSecret(secret) })
    .whereNull('consumedAt')
    .where('expiresAt', '>', new Date())
    .patch({ consumedAt: new Date() })
    .returning('*');
  return challenge;
}

const codeError = (message: string) => validationFailed({ otp: [message] });

/** The 422 of a code that cannot sign anyone in: the same words as a wrong code. */
export const invalidCode = () => codeError(AUTH_MESSAGES.codeInvalid);
