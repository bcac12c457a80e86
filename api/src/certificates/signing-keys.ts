import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
} from 'jose';
import type { Knex } from 'knex';
import { SigningKey } from '../models/signing-key.ts';

/** ECDSA on P-256 with SHA-256: short signatures, and every JOSE library verifies it. */
export const SIGNING_ALGORITHM = 'ES256';

/** A key that signs: its id for the JWS header, and the private key to sign with. */
export interface SignerKey {
  kid: string;
  privateKey: CryptoKey;
}

/** A new key pair as a row: the public half's thumbprint names it (RFC 7638), so a kid is never reused. */
async function newKeyRow() {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  return {
    kid: await calculateJwkThumbprint(publicJwk),
    algorithm: SIGNING_ALGORITHM,
    publicJwk,
    privateJwk: await exportJWK(privateKey),
  };
}

const findCurrent = (knex: Knex) => SigningKey.query(knex).whereNull('retiredAt').first();

/**
 * Private keys once imported, by kid: a key's row never changes, so each process imports it once rather
 * than for every certificate it signs.
 */
const imported = new Map<string, Promise<CryptoKey>>();

function signerOf(key: SigningKey): Promise<SignerKey> {
  let privateKey = imported.get(key.kid);
  if (!privateKey) {
    privateKey = importJWK(key.privateJwk, key.algorithm) as Promise<CryptoKey>;
    imported.set(key.kid, privateKey);
    // A failed import is tried again next time rather than kept.
    privateKey.catch(() => imported.delete(key.kid));
  }
  return privateKey.then((loaded) => ({ kid: key.kid, privateKey: loaded }));
}

/**
 * The key that signs new certificates, made on first need. Two requests that both find none both make one;
 * the partial unique index keeps the first committed and the other's insert does nothing, so both sign
 * with the same key.
 */
export async function currentSigningKey(knex: Knex): Promise<SignerKey> {
  const current = await findCurrent(knex);
  if (current) return signerOf(current);
  await SigningKey.query(knex)
    .insert(await newKeyRow())
    .onConflict()
    .ignore();
  return signerOf(await findCurrent(knex).throwIfNotFound());
}

/**
 * Makes a new key the one that signs and retires the one before: it signs nothing more but stays in the
 * JWKS, so every certificate it signed still verifies. Answers the new kid and the retired one.
 */
export async function rotateSigningKey(knex: Knex): Promise<{ kid: string; retired: string | null }> {
  const row = await newKeyRow();
  return knex.transaction(async (trx) => {
    // Locked, so two rotations at once retire it once and the second waits, then fails on the index.
    const previous = await findCurrent(trx).forUpdate();
    if (previous) await previous.$query(trx).patch({ retiredAt: new Date() });
    await SigningKey.query(trx).insert(row);
    return { kid: row.kid, retired: previous?.kid ?? null };
  });
}

/** Every key's public half, retired ones too, as a JWKS (RFC 7517): what anyone verifies certificates with. */
export async function publicJwks(knex: Knex): Promise<JSONWebKeySet> {
  const keys = await SigningKey.query(knex).select('kid', 'algorithm', 'publicJwk').orderBy('createdAt');
  return {
    keys: keys.map((key) => ({ ...key.publicJwk, kid: key.kid, alg: key.algorithm, use: 'sig' })),
  };
}
