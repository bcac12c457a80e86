import { createLocalJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { SIGNING_ALGORITHM, type SignerKey } from './signing-keys.ts';

/**
 * The JWS header's `typ` (RFC 8725 §3.11): a certificate is told from any other JWT signed with the same
 * keys, so none can be passed off as the other.
 */
export const CERTIFICATE_TYPE = 'exceed-certificate+jwt';

/** What a certificate's JWS says: what the public page shows, dates as ISO 8601 text. */
export interface CertificateClaims {
  code: string;
  holderName: string;
  workshopTitle: string;
  coachName: string;
  startDate: string;
  endDate: string;
  minutes: number;
  sessionsAttended: number;
  sessionCount: number;
}

/**
 * A certificate as a compact JWS (a JWT: the claims, `iss` the site's address and `iat` when it was
 * issued), signed with `key`. No expiry: attendance does not lapse.
 */
export function signCertificate(
  claims: CertificateClaims,
  { issuer, issuedAt }: { issuer: string; issuedAt: Date },
  key: SignerKey,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: CERTIFICATE_TYPE })
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .sign(key.privateKey);
}

/**
 * The claims of a certificate's JWS when its signature holds under one of `jwks`' keys (as published at
 * /.well-known/jwks.json); throws jose's error when it does not, or when it is no certificate.
 */
export async function verifyCertificate(
  jws: string,
  jwks: JSONWebKeySet,
  options: { issuer?: string } = {},
): Promise<CertificateClaims & JWTPayload> {
  const { payload } = await jwtVerify<CertificateClaims>(jws, createLocalJWKSet(jwks), {
    algorithms: [SIGNING_ALGORITHM],
    typ: CERTIFICATE_TYPE,
    ...(options.issuer ? { issuer: options.issuer } : {}),
  });
  return payload;
}
