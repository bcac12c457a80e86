import { randomBytes } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorMethod,
  type SecondStep,
} from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { Secret, TOTP } from 'otpauth';
import { validationFailed } from '../errors.ts';
import { AuthChallenge } from '../models/auth-challenge.ts';
import { Passkey } from '../models/passkey.ts';
import { RecoveryCode } from '../models/recovery-code.ts';
import { TotpFactor } from '../models/totp-factor.ts';
import type { User } from '../models/user.ts';
import { setCookie } from './cookies.ts';
import { hashSecret, newSecret, sameSecret } from './secrets.ts';

/** The httpOnly cookie that holds a browser's pending second step between the two requests. */
export const SECOND_STEP_COOKIE = 'exceed_second_step';
/** How long the second step waits for its code after the first factor. */
const STEP_MINUTES = 10;
/** Wrong codes a pending step takes before the sign-in has to start again. */
const STEP_TRIES = 5;
const PERIOD_SECONDS = 30;

/** The app's generator for a secret: SHA-1, 6 digits, 30 s, what every authenticator app reads. */
export const totpOf = (secret: string, label = 'Exceed') =>
  new TOTP({ issuer: 'Exceed', label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });

/** A new authenticator secret: 20 random bytes, in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** Whether the user has a confirmed authenticator app, which every sign-in but a passkey's must then prove. */
export async function hasAuthenticatorApp(knex: Knex, userId: string): Promise<boolean> {
  const factor = await TotpFactor.query(knex).findById(userId);
  return factor?.confirmedAt != null;
}

/**
 * The second step of a sign-in by code, link, password or provider for an account with an authenticator
 * app: a challenge that names the user, no session yet. The browser keeps its token in an httpOnly cookie;
 * a token-mode client gets it in the answer.
 */
export async function startSecondStep(
  ctx: Context,
  trx: Knex,
  user: User,
  tokenMode: boolean,
): Promise<{ data: { secondFactor: SecondStep } }> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + STEP_MINUTES * 60_000);
  await AuthChallenge.query(trx).insert({
    purpose: 'second-factor',
    email: user.email,
    userId: user.id,
    secretHash: hashSecret(token),
    attempts: 0,
    payload: { tokenMode },
    expiresAt,
  });
  const passkeys = await Passkey.query(trx).where({ userId: user.id }).resultSize();
  const methods: SecondFactorMethod[] = ['authenticator-app', 'recovery-code'];
  if (passkeys > 0) methods.push('passkey');
  if (!tokenMode) setCookie(ctx, SECOND_STEP_COOKIE, token, { httpOnly: true, expires: expiresAt });
  return {
    data: {
      secondFactor: { methods, expiresAt: expiresAt.toISOString(), ...(tokenMode ? { token } : {}) },
    },
  };
}

/** The pending step a request presents (body token, else the cookie), live and with tries left; else 422. */
export async function pendingStep(
  ctx: Context,
  trx: Knex,
  token: string | undefined,
): Promise<AuthChallenge> {
  const presented = token ?? ctx.cookies.get(SECOND_STEP_COOKIE);
  const step = presented
    ? await AuthChallenge.query(trx)
        .where({ purpose: 'second-factor', secretHash: hashSecret(presented) })
        .whereNull('consumedAt')
        .where('expiresAt', '>', new Date())
        .where('attempts', '<', STEP_TRIES)
        .forUpdate()
        .first()
    : undefined;
  if (!step?.userId) throw validationFailed({ code: [SECOND_FACTOR_MESSAGES.stepExpired] });
  return step;
}

/** Ends a pending step: used, or spoilt by too many wrong codes; the browser's cookie goes with it. */
export async function closeStep(ctx: Context, trx: Knex, step: AuthChallenge): Promise<void> {
  await AuthChallenge.query(trx).findById(step.id).patch({ consumedAt: new Date() });
  setCookie(ctx, SECOND_STEP_COOKIE, null, { httpOnly: true });
}

/** Counts a wrong code on the step (its last try closes it). */
export async function countWrongTry(trx: Knex, step: AuthChallenge): Promise<void> {
  await AuthChallenge.query(trx)
    .findById(step.id)
    .patch({ attempts: step.attempts + 1 });
}

/**
 * Whether `code` is the app's code now (or 30 s either side, for a clock a little off) and newer than
 * the last one taken: a code overheard or replayed within its window does not work twice. The factor's
 * row is locked, so two requests with one code cannot both pass.
 */
export async function acceptAuthenticatorCode(
  trx: Knex.Transaction,
  userId: string,
  code: string,
  options: { confirmed: boolean },
): Promise<boolean> {
  const factor = await TotpFactor.query(trx).findById(userId).forUpdate();
  if (!factor || (factor.confirmedAt != null) !== options.confirmed) return false;
  const delta = totpOf(factor.secret).validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
  if (factor.lastStep != null && step <= Number(factor.lastStep)) return false;
  await TotpFactor.query(trx)
    .findById(userId)
    .patch({ lastStep: step, ...(options.confirmed ? {} : { confirmedAt: new Date() }) });
  return true;
}

/** The shown form of a recovery code: ten characters of a-z and 0-9 in two groups. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const recoveryHash = (code: string) => hashSecret(code.replace('-', ''));

/** A new set of recovery codes, replacing any before: the codes are shown once, only hashes are kept. */
export async function newRecoveryCodes(trx: Knex, userId: string): Promise<string[]> {
  await RecoveryCode.query(trx).where({ userId }).delete();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await RecoveryCode.query(trx).insert(codes.map((code) => ({ userId, codeHash: recoveryHash(code) })));
  return codes;
}

/** Uses up one of the user's recovery codes (typed with or without its dash); false when none matches. */
export async function useRecoveryCode(trx: Knex, userId: string, code: string): Promise<boolean> {
  const hash = recoveryHash(code);
  const unused = await RecoveryCode.query(trx).where({ userId }).whereNull('usedAt').forUpdate();
  const match = unused.find((row) => sameSecret(row.codeHash, hash));
  if (!match) return false;
  await RecoveryCode.query(trx).findById(match.id).patch({ usedAt: new Date() });
  return true;
}

/** The proof a body gives, the app's code first; a body with neither is a 422 on `code`. */
export function proofOf(body: {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}): { code: string } | { recoveryCode: string } {
  if (body.code !== undefined) return { code: body.code };
  if (body.recoveryCode !== undefined) return { recoveryCode: body.recoveryCode };
  throw validationFailed({ code: [SECOND_FACTOR_MESSAGES.proofNeeded] });
}
