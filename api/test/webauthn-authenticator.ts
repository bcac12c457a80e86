import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** What a ceremony may get wrong on purpose, to test that the server refuses it. */
export interface CeremonyOverrides {
  origin?: string;
  userVerified?: boolean;
}

/**
 * A passkey authenticator in software, as a browser and a phone would answer together: ES256 keys from
 * node:crypto, 'none' attestation, discoverable credentials. Tests get real WebAuthn answers from it.
 */
export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];
  private readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** navigator.credentials.create() for the options of the registration route. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    overrides: CeremonyOverrides = {},
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const credential: Credential = {
      id: randomBytes(16),
      privateKey,
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      this.header(options.rp.id ?? new URL(this.origin).hostname, ATTESTED, overrides, 0),
      Buffer.alloc(16),
      idLength,
      credential.id,
      coseKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, overrides),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() for the options of the sign-in route, with the newest passkey. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    overrides: CeremonyOverrides = {},
  ): AuthenticationResponseJSON {
    const credential = this.credentials.at(-1);
    if (!credential) throw new Error('register a passkey first');
    credential.counter += 1;
    const authData = this.header(
      options.rpId ?? new URL(this.origin).hostname,
      0,
      overrides,
      credential.counter,
    );
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(sign('sha256', signed, credential.privateKey)),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private header(rpId: string, flags: number, overrides: CeremonyOverrides, counter: number): Buffer {
    const verified = overrides.userVerified === false ? 0 : USER_VERIFIED;
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([USER_PRESENT | verified | flags]), counterBytes]);
  }

  private clientData(type: string, challenge: string, overrides: CeremonyOverrides): string {
    const origin = overrides.origin ?? this.origin;
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url');
  }
}
