import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { OTP_LENGTH } from '@exceed/contract';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: object,
) => Promise<Buffer>;

/** A random secret for a session token, sign-in link or CSRF token: 32 bytes, base64url. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** A random six-digit one-time code. */
export const newOtp = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * The stored form of a secret (session token, code, link): SHA-256. These secrets are random and short-lived,
 * so a fast hash suffices; a leaked table gives nothing usable.
 */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Compares two strings in constant time (CSRF tokens). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// scrypt parameters: N=2^15, r=8, p=1 (~32 MiB, ~50 ms on this hardware), as OWASP recommends for scrypt.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

/** A slow, salted password hash: `scrypt$N$r$p$salt$key` (all parameters kept, so they can be raised). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether a password matches a stored hash (false for a malformed or missing hash). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}
