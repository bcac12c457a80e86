import type { FromSchema } from 'json-schema-to-ts';
import { timestampField } from './fields.ts';

/**
 * Certificates of attendance (issue 38, docs/decisions/0115-certificates.md): what an attendee who came to
 * enough of a cohort's sessions is given, checked by anyone at /certificates/{code} and, without asking
 * Exceed, by its signature against the keys at /.well-known/jwks.json.
 */

/**
 * The characters of a verification code: digits and capitals without 0, 1, I and O, which a reader
 * confuses. Thirty-two of them, so each random byte's low five bits pick one without bias.
 */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Twelve characters: 60 random bits, beyond guessing, still typeable from paper. */
export const CERTIFICATE_CODE_LENGTH = 12;

const CODE_PATTERN = `^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`;

/**
 * A code as a person typed or copied it (lower case, in groups, with spaces) as the API knows it: upper
 * case, only the alphabet's characters. What is left may still be no code; the API says so.
 */
export function normalizeCertificateCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** A code as people read it: three groups of four (`ABCD-EF23-4567`). */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** How long the holder attended, as the certificate says it: "45 minutes", "1 hour", "7.5 hours". */
export function formatAttendedHours(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 6) / 10;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * The days a certificate covers, as the certificate and its page print them: "3 March 2026", or "3 March
 * 2026 – 24 March 2026", named in the schedule's zone (an evening session in California is dated that
 * evening, not the next day in UTC).
 */
export function formatCertificateDays(
  startDate: string | Date,
  endDate: string | Date,
  timeZone: string,
): string {
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const [start, end] = [day.format(new Date(startDate)), day.format(new Date(endDate))];
  return start === end ? start : `${start} – ${end}`;
}

/** Path parameters of /certificates/:code. */
export const certificateCodeParamsSchema = {
  type: 'object',
  properties: { code: { type: 'string', pattern: CODE_PATTERN } },
  required: ['code'],
  additionalProperties: false,
} as const;

/**
 * GET /v1/certificates/{code}: exactly what a certificate certifies, and its signed form; no id, email,
 * booking or team, since anyone holding the code reads it.
 */
export const publicCertificateSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    holderName: { type: 'string' },
    workshopTitle: { type: 'string' },
    coachName: { type: 'string' },
    startDate: timestampField,
    endDate: timestampField,
    /** The schedule's IANA zone, in which the certificate names its days. */
    timeZone: { type: 'string' },
    /** The length of the sessions the holder attended. */
    minutes: { type: 'integer', minimum: 0 },
    sessionsAttended: { type: 'integer', minimum: 0 },
    sessionCount: { type: 'integer', minimum: 1 },
    issuedAt: timestampField,
    /** The certificate as a compact JWS (ES256), verifiable against the published JWKS. */
    jws: { type: 'string' },
    /** The key that signed it: one of /.well-known/jwks.json's, retired or not. */
    kid: { type: 'string' },
  },
  required: [
    'code',
    'holderName',
    'workshopTitle',
    'coachName',
    'startDate',
    'endDate',
    'timeZone',
    'minutes',
    'sessionsAttended',
    'sessionCount',
    'issuedAt',
    'jws',
    'kid',
  ],
  additionalProperties: false,
} as const;
export type PublicCertificate = FromSchema<typeof publicCertificateSchema>;

/** One public key of the platform's, as RFC 7517 writes it (an EC P-256 key). */
const publicJwkSchema = {
  type: 'object',
  properties: {
    kty: { type: 'string' },
    crv: { type: 'string' },
    x: { type: 'string' },
    y: { type: 'string' },
    kid: { type: 'string' },
    alg: { type: 'string' },
    use: { type: 'string', enum: ['sig'] },
  },
  required: ['kty', 'kid', 'alg', 'use'],
  additionalProperties: false,
} as const;

/** GET /.well-known/jwks.json: every key that ever signed a certificate, the retired ones too. */
export const jwksSchema = {
  type: 'object',
  properties: { keys: { type: 'array', items: publicJwkSchema } },
  required: ['keys'],
  additionalProperties: false,
} as const;
export type PublishedJwks = FromSchema<typeof jwksSchema>;

/** Where the keys are published, which the public page names for checking a certificate elsewhere. */
export const JWKS_PATH = '/.well-known/jwks.json';
