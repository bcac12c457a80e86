import { CERTIFICATE_CODE_ALPHABET, type PublishedJwks } from '@exceed/contract';
import { decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bookedPlace, certifiedPlace, factsOf, ISSUER } from '../../test/certificate-fixtures.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { Certificate } from '../models/certificate.ts';
import { SigningKey } from '../models/signing-key.ts';
import { verifyCertificate } from './credential.ts';
import { issueCertificate } from './issue-certificate.ts';
import { rotateSigningKey } from './signing-keys.ts';

const t = useApiTest();

/** The keys as a verifier elsewhere fetches them. */
async function publishedKeys() {
  const res = await t.app.request('/.well-known/jwks.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/jwk-set\+json/);
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  return (await res.json()) as PublishedJwks & JSONWebKeySet;
}

/** The JWS with one character of its payload changed (to another of base64url's, so it still decodes). */
function altered(jws: string): string {
  const [header = '', payload = '', signature = ''] = jws.split('.');
  const at = Math.floor(payload.length / 2);
  const changed = payload[at] === 'A' ? 'B' : 'A';
  return [header, `${payload.slice(0, at)}${changed}${payload.slice(at + 1)}`, signature].join('.');
}

describe('issuing a certificate', () => {
  it('signs what it certifies as a JWS that verifies against the published JWKS, and fails when altered', async () => {
    const { certificate } = await certifiedPlace(t.app, t.db.knex);
    expect(certificate.code).toMatch(new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{12}$`));

    const jwks = await publishedKeys();
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', kid: certificate.kid, alg: 'ES256', use: 'sig' }),
    ]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(decodeProtectedHeader(certificate.jws)).toEqual({
      alg: 'ES256',
      kid: certificate.kid,
      typ: 'exceed-certificate+jwt',
    });
    expect(await verifyCertificate(certificate.jws, jwks, { issuer: ISSUER })).toEqual({
      code: certificate.code,
      holderName: 'Ada Lovelace',
      workshopTitle: 'Prompt engineering',
      coachName: 'Grace Hopper',
      startDate: '2026-03-03T09:00:00.000Z',
      endDate: '2026-03-17T11:00:00.000Z',
      minutes: 240,
      sessionsAttended: 2,
      sessionCount: 3,
      iss: ISSUER,
      iat: Math.floor(certificate.issuedAt.getTime() / 1000),
    });

    await expect(verifyCertificate(altered(certificate.jws), jwks)).rejects.toThrow();
    // Against a set without its key: no.
    await expect(verifyCertificate(certificate.jws, { keys: [] })).rejects.toThrow();
  });

  it('gives one certificate per place however often it is issued, and one each to a seat and the booker', async () => {
    const place = await bookedPlace(t.app, t.db.knex);
    const [first, again] = await Promise.all([
      issueCertificate(t.db.knex, factsOf(place), ISSUER),
      issueCertificate(t.db.knex, factsOf(place), ISSUER),
    ]);
    const later = await issueCertificate(t.db.knex, factsOf(place, { holderName: 'Someone Else' }), ISSUER);
    expect(again.id).toBe(first.id);
    expect(later).toMatchObject({
      id: first.id,
      code: first.code,
      jws: first.jws,
      holderName: 'Ada Lovelace',
    });

    const seat = await BookingSeat.forTenant(place.team.id, t.db.knex).insert({
      bookingId: place.bookingId,
      email: 'guest@example.test',
    });
    const seatFacts = factsOf(place, { bookingSeatId: seat.id, userId: null, holderName: 'A Guest' });
    const forSeat = await issueCertificate(t.db.knex, seatFacts, ISSUER);
    expect(await issueCertificate(t.db.knex, seatFacts, ISSUER)).toMatchObject({ id: forSeat.id });
    expect(forSeat.code).not.toBe(first.code);
    expect(
      await Certificate.forTenant(place.team.id, t.db.knex)
        .where({ bookingId: place.bookingId })
        .resultSize(),
    ).toBe(2);
  });

  it('after a rotation signs with the new key, and what the old one signed still verifies', async () => {
    const { certificate: before } = await certifiedPlace(t.app, t.db.knex);
    const { kid, retired } = await rotateSigningKey(t.db.knex);
    expect(retired).toBe(before.kid);
    expect(kid).not.toBe(before.kid);

    const { certificate: after } = await certifiedPlace(t.app, t.db.knex);
    expect(after.kid).toBe(kid);
    expect(decodeProtectedHeader(after.jws).kid).toBe(kid);

    const jwks = await publishedKeys();
    expect(jwks.keys.map((key) => key.kid)).toEqual(expect.arrayContaining([before.kid, kid]));
    await expect(verifyCertificate(before.jws, jwks)).resolves.toMatchObject({ code: before.code });
    await expect(verifyCertificate(after.jws, jwks)).resolves.toMatchObject({ code: after.code });
    expect(await SigningKey.query(t.db.knex).whereNull('retiredAt').resultSize()).toBe(1);
  });
});
