import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@exceed/contract';

/**
 * A new verification code: twelve characters of the contract's alphabet, from node:crypto. The alphabet
 * has 32 characters, so a byte's low five bits pick one with no bias.
 */
export function newCertificateCode(): string {
  return Array.from(
    randomBytes(CERTIFICATE_CODE_LENGTH),
    (byte) => CERTIFICATE_CODE_ALPHABET[byte & 31] ?? '',
  ).join('');
}
