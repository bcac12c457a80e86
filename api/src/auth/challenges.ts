import { AUTH_MESSAGES, LOGIN_LINK_LIFETIME_MINUTES, OTP_LIFETIME_MINUTES } from '@exceed/contract';
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
 * How many live codes of one purpose an address keeps: asking again (or a stranger asking in its name)
 * leaves the code being typed valid; older ones than the newest few are superseded.
 */
export const LIVE_CODES = 3;

/**
 * Issues a mailed secret: a six-digit code, or a long random secret for a sign-in link, and queues the mail
 * that `mail` makes of it. Only its hash is stored. The newest LIVE_CODES of the same purpose and email
 * stay valid, each single use; older ones are superseded in the same transaction, once the new one and
 * its mail are written, so a request that fails supersedes nothing.
 */
export async function issueChallenge(
  knex: Knex,
  request: ChallengeRequest,
  mail: (secret: string) => MailMessage,
): Promise<void> {
  const secret = request.purpose === 'link' ? newSecret() : newOtp();
  const minutes = request.purpose === 'link' ? LOGIN_LINK_LIFETIME_MINUTES : OTP_LIFETIME_MINUTES;
  await knex.transaction(async (trx) => {
    await AuthChallenge.query(trx).insert({
      purpose: request.purpose,
      email: request.email,
      userId: request.userId,
      secretHash: hashSecret(secret),
      attempts: 0,
      payload: request.payload ?? null,
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    await enqueueMail(trx, mail(secret));
    const kept = AuthChallenge.query(trx)
      .select('id')
      .where({ purpose: request.purpose, email: request.email })
      .whereNull('consumedAt')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(LIVE_CODES);
    await AuthChallenge.query(trx)
      .where({ purpose: request.purpose, email: request.email })
      .whereNull('consumedAt')
      .whereNotIn('id', kept)
      .patch({ consumedAt: new Date() });
  });
}

/**
 * Checks a code against the live challenges of a purpose and email and, when one matches, uses it up with
 * the others of that purpose and email (the person is in; no other code of theirs is needed). A wrong
 * code locks nothing, since anyone can type one in a stranger's name: guesses are limited per requester
 * (the sign-in routes' limits by email and client address answer 429) and slowed per address
 * (docs/decisions/0045-sign-in-limits.md, 0093). Throws 422 on the `otp` field when the code is wrong,
 * expired, used, superseded or never sent (one message for all: nothing tells whether the email has an
 * account).
 */
export async function consumeOtp(
  knex: Knex,
  purpose: Exclude<ChallengePurpose, 'link'>,
  email: string,
  otp: string,
): Promise<AuthChallenge> {
  const live = () =>
    AuthChallenge.query(knex)
      .where({ purpose, email })
      .whereNull('consumedAt')
      .where('expiresAt', '>', new Date());
  const hash = hashSecret(otp);
  const candidates = await live();
  // Every live code is compared (each in constant time), so the answer takes as long whichever matched.
  const [match] = candidates.filter((challenge) => sameSecret(challenge.secretHash, hash));
  if (!match) throw codeError(AUTH_MESSAGES.codeInvalid);
  // Single use, even against a concurrent request with the same code: only one update finds it unused.
  const used = await AuthChallenge.query(knex).findById(match.id).whereNull('consumedAt').patch({
    consumedAt: new Date(),
  });
  if (used === 0) throw codeError(AUTH_MESSAGES.codeInvalid);
  await live().patch({ consumedAt: new Date() });
  return match;
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
