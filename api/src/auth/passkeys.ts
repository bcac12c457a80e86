import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Knex } from 'knex';
import { AuthChallenge } from '../models/auth-challenge.ts';
import { AuthSession } from '../models/auth-session.ts';
import { Passkey } from '../models/passkey.ts';
import type { User } from '../models/user.ts';
import { hashSecret } from './secrets.ts';

/** How long a browser has to answer a ceremony's challenge. */
const CHALLENGE_MINUTES = 5;

/** Loopback addresses, which a browser never takes as an RP ID (it must be a domain). */
const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]']);

/**
 * The site passkeys belong to: APP_URL's host is the RP ID, its origin the only one that may use them.
 * A development or test server addressed as 127.0.0.1 gets passkeys at localhost, the same machine under
 * the one loopback name WebAuthn accepts (production's APP_URL is an https domain).
 */
export function relyingParty(appUrl: string): { id: string; origin: string; name: string } {
  const url = new URL(appUrl);
  if (LOOPBACK_IPS.has(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin, name: 'Exceed' };
}

type CeremonyPurpose = 'passkey-register' | 'passkey-sign-in';

/** Keeps a ceremony's challenge (only its hash) for CHALLENGE_MINUTES. */
async function storeChallenge(
  knex: Knex,
  purpose: CeremonyPurpose,
  challenge: string,
  user: User | undefined,
): Promise<void> {
  await AuthChallenge.query(knex).insert({
    purpose,
    // A sign-in challenge names nobody yet: the passkey the browser picks says whose it is.
    email: user?.email ?? '',
    userId: user?.id ?? null,
    secretHash: hashSecret(challenge),
    attempts: 0,
    payload: null,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
}

/**
 * Uses up a live challenge the server issued; false when it is unknown, expired, used, or (for a
 * registration) another user's. One UPDATE both checks and consumes it, so two requests with one
 * challenge cannot both pass. It runs on the root knex, never in the route's transaction: a ceremony that
 * fails after this point must not give its challenge back.
 */
async function consumeChallenge(
  knex: Knex,
  purpose: CeremonyPurpose,
  challenge: string,
  userId: string | null,
): Promise<boolean> {
  const used = await AuthChallenge.query(knex)
    .where({ purpose, secretHash: hashSecret(challenge) })
    .where(userId === null ? {} : { userId })
    .whereNull('consumedAt')
    .where('expiresAt', '>', new Date())
    .patch({ consumedAt: new Date() });
  return used === 1;
}

/**
 * Options for navigator.credentials.create(): a discoverable credential (so /login needs no email) with
 * user verification required (decision 0097), never one of the user's own passkeys twice.
 */
export async function registrationOptions(
  knex: Knex,
  user: User,
  appUrl: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(appUrl);
  const existing = await Passkey.query(knex).where({ userId: user.id });
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    // The account's id, not a random one: a second passkey on the same authenticator replaces the first.
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(knex, 'passkey-register', options.challenge, user);
  return options;
}

/** What a verified registration gives to store. */
export interface NewCredential {
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  backedUp: boolean;
}

/**
 * Verifies what navigator.credentials.create() answered against a live challenge of this user's;
 * undefined for anything that does not verify, including input too broken to read.
 */
export async function verifyRegistration(
  knex: Knex,
  user: User,
  response: RegistrationResponseJSON,
  appUrl: string,
): Promise<NewCredential | undefined> {
  const rp = relyingParty(appUrl);
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(knex, 'passkey-register', challenge, user.id),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified) return undefined;
    const { credential, credentialBackedUp } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
    };
  } catch {
    return undefined;
  }
}

/** Options for navigator.credentials.get(): any of this site's passkeys (discoverable credentials). */
export async function signInOptions(
  knex: Knex,
  appUrl: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(appUrl).id,
    userVerification: 'required',
  });
  await storeChallenge(knex, 'passkey-sign-in', options.challenge, undefined);
  return options;
}

/**
 * The passkey that signed a live sign-in challenge, its counter and last use recorded; undefined for
 * anything else. The library refuses a signature counter that did not go up (a cloned authenticator),
 * except for authenticators that always report 0, as synced passkeys do.
 */
export async function verifySignIn(
  knex: Knex,
  response: AuthenticationResponseJSON,
  appUrl: string,
): Promise<Passkey | undefined> {
  const passkey = await Passkey.query(knex).findOne({ credentialId: response.id });
  if (!passkey) return undefined;
  const rp = relyingParty(appUrl);
  let signed: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    signed = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(knex, 'passkey-sign-in', challenge, null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    return undefined;
  }
  if (!signed.verified) return undefined;
  return passkey.$query(knex).patchAndFetch({
    counter: signed.authenticationInfo.newCounter,
    backedUp: signed.authenticationInfo.credentialBackedUp,
    lastUsedAt: new Date(),
  });
}

/** Records that a session proved a second factor now (its user just used a passkey in it). */
export async function markSecondFactor(knex: Knex, session: AuthSession): Promise<void> {
  await AuthSession.query(knex).findById(session.id).patch({ secondFactorAt: new Date() });
}
