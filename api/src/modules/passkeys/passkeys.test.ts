import { PASSKEY_MESSAGES } from '@exceed/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { BrowserClient } from '../../../test/browser-client.ts';
import { createUser, signedInBrowser } from '../../../test/identity-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
import { SoftwareAuthenticator } from '../../../test/webauthn-authenticator.ts';
import { relyingParty } from '../../auth/passkeys.ts';
import type { User } from '../../models/user.ts';

const APP_URL = 'http://localhost:3000';
const t = useApiTest({ env: { TRUST_PROXY: 'true', APP_URL } });

let lastIp = 0;
/** A guest's browser with an IP of its own, so the sign-in limits of one test never reach another. */
const guest = () => new BrowserClient(t.app, { ip: `10.9.0.${++lastIp}` }).start();

interface Answer<T = unknown> {
  data: T;
  message: string;
  errors: Record<string, string[]>;
}
type PasskeyBody = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
};

const post = <T>(browser: BrowserClient, path: string, json?: unknown) =>
  browser.json<Answer<T>>(path, { method: 'POST', json });

/** Adds a passkey from `authenticator` to the account the browser is signed in to. */
async function addPasskey(browser: BrowserClient, authenticator: SoftwareAuthenticator, name?: string) {
  const options = await post<PublicKeyCredentialCreationOptionsJSON>(
    browser,
    '/v1/auth/passkeys/registration-options',
  );
  expect(options.status).toBe(200);
  const response = authenticator.register(options.body.data);
  return post<PasskeyBody>(browser, '/v1/auth/passkeys', { name, response });
}

async function signInOptions(browser: BrowserClient) {
  const options = await post<PublicKeyCredentialRequestOptionsJSON>(
    browser,
    '/v1/auth/passkeys/sign-in-options',
  );
  expect(options.status).toBe(200);
  return options.body.data;
}

/** A user with one passkey, and its authenticator. */
async function userWithPasskey(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db.knex, fields);
  const authenticator = new SoftwareAuthenticator(APP_URL);
  const browser = await signedInBrowser(t.app, t.db.knex, user.id);
  const added = await addPasskey(browser, authenticator, 'Laptop');
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { user, authenticator, browser, passkey: added.body.data };
}

const mailsTo = async (user: User, subject: RegExp) =>
  (await outbox(t.app)).filter((mail) => mail.to === user.email && subject.test(mail.subject));

describe('adding a passkey', () => {
  it('keeps it, lists it, tells the address, and counts this session as a second factor', async () => {
    const admin = await createUser(t.db.knex, { roles: ['super-admin'] });
    const browser = await signedInBrowser(t.app, t.db.knex, admin.id, { secondFactor: false });
    expect((await browser.json('/v1/admin/bookings')).status).toBe(403);
    const added = await addPasskey(browser, new SoftwareAuthenticator(APP_URL), ' Work laptop ');
    expect(added).toMatchObject({ status: 201, body: { data: { name: 'Work laptop', lastUsedAt: null } } });
    const list = await browser.json<Answer<PasskeyBody[]>>('/v1/auth/passkeys');
    expect(list.body.data.map((passkey) => passkey.id)).toEqual([added.body.data.id]);
    expect(Object.keys(list.body.data[0] ?? {}).sort()).toEqual([
      'backedUp',
      'createdAt',
      'id',
      'lastUsedAt',
      'name',
    ]);
    const [mail] = await mailsTo(admin, /passkey was added/);
    expect(mail?.text).toContain('Work laptop');
    expect((await browser.json('/v1/admin/bookings')).status).toBe(200);
  });

  it('names it "Passkey" when no name is given', async () => {
    const user = await createUser(t.db.knex);
    const browser = await signedInBrowser(t.app, t.db.knex, user.id);
    const added = await addPasskey(browser, new SoftwareAuthenticator(APP_URL));
    expect(added.body.data.name).toBe(PASSKEY_MESSAGES.defaultName);
  });

  it('refuses a challenge used twice, another origin, no user verification, and garbage, with 422', async () => {
    const user = await createUser(t.db.knex);
    const authenticator = new SoftwareAuthenticator(APP_URL);
    const browser = await signedInBrowser(t.app, t.db.knex, user.id);
    const refused = { status: 422, body: { errors: { response: [PASSKEY_MESSAGES.registrationFailed] } } };
    const options = async () =>
      (await post<PublicKeyCredentialCreationOptionsJSON>(browser, '/v1/auth/passkeys/registration-options'))
        .body.data;

    const once = await options();
    expect(
      (await post(browser, '/v1/auth/passkeys', { response: authenticator.register(once) })).status,
    ).toBe(201);
    expect(
      await post(browser, '/v1/auth/passkeys', { response: authenticator.register(once) }),
    ).toMatchObject(refused);
    const phished = authenticator.register(await options(), { origin: 'https://exceed.example.evil' });
    expect(await post(browser, '/v1/auth/passkeys', { response: phished })).toMatchObject(refused);
    const unverified = authenticator.register(await options(), { userVerified: false });
    expect(await post(browser, '/v1/auth/passkeys', { response: unverified })).toMatchObject(refused);
    const garbage = { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 42 } };
    expect(await post(browser, '/v1/auth/passkeys', { response: garbage })).toMatchObject(refused);
    expect((await post(browser, '/v1/auth/passkeys', { response: 'not an object' })).status).toBe(422);
    expect((await browser.json<Answer<PasskeyBody[]>>('/v1/auth/passkeys')).body.data).toHaveLength(1);
  });

  it('refuses a challenge issued to another user', async () => {
    const other = await signedInBrowser(t.app, t.db.knex, (await createUser(t.db.knex)).id);
    const options = await post<PublicKeyCredentialCreationOptionsJSON>(
      other,
      '/v1/auth/passkeys/registration-options',
    );
    const user = await createUser(t.db.knex);
    const browser = await signedInBrowser(t.app, t.db.knex, user.id);
    const response = new SoftwareAuthenticator(APP_URL).register(options.body.data);
    expect((await post(browser, '/v1/auth/passkeys', { response })).status).toBe(422);
  });

  it('asks a guest to sign in', async () => {
    expect((await post(await guest(), '/v1/auth/passkeys/registration-options')).status).toBe(401);
    expect((await (await guest()).json('/v1/auth/passkeys')).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('starts a session that proved a second factor, and records the use', async () => {
    const { user, authenticator } = await userWithPasskey({ roles: ['super-admin'] });
    const browser = await guest();
    const signedIn = await post<{ id: string }>(browser, '/v1/auth/passkeys/sign-in', {
      response: authenticator.authenticate(await signInOptions(browser)),
    });
    expect(signedIn).toMatchObject({ status: 200, body: { data: { id: user.id } } });
    const list = await browser.json<Answer<PasskeyBody[]>>('/v1/auth/passkeys');
    expect(list.status).toBe(200);
    expect(list.body.data[0]?.lastUsedAt).not.toBeNull();
    expect((await browser.json('/v1/admin/bookings')).status).toBe(200);
  });

  it('answers a bearer token in token mode', async () => {
    const { user, authenticator } = await userWithPasskey();
    const browser = await guest();
    const signedIn = await post<{ token: string; user: { id: string } }>(
      browser,
      '/v1/auth/passkeys/sign-in',
      {
        response: authenticator.authenticate(await signInOptions(browser)),
        token: true,
      },
    );
    expect(signedIn.body.data.user.id).toBe(user.id);
    const me = await t.app.json('/v1/auth/passkeys', {
      headers: { Authorization: `Bearer ${signedIn.body.data.token}` },
    });
    expect(me.status).toBe(200);
  });

  it('refuses a replay, another origin, a suspended account and garbage, all in the same words', async () => {
    const { user, authenticator } = await userWithPasskey();
    const refused = { status: 422, body: { errors: { response: [PASSKEY_MESSAGES.signInFailed] } } };
    const browser = await guest();
    const response = authenticator.authenticate(await signInOptions(browser));
    expect((await post(browser, '/v1/auth/passkeys/sign-in', { response })).status).toBe(200);
    const replayer = await guest();
    expect(await post(replayer, '/v1/auth/passkeys/sign-in', { response })).toMatchObject(refused);

    const phished = authenticator.authenticate(await signInOptions(replayer), {
      origin: 'https://evil.example',
    });
    expect(await post(replayer, '/v1/auth/passkeys/sign-in', { response: phished })).toMatchObject(refused);
    const unverified = authenticator.authenticate(await signInOptions(replayer), { userVerified: false });
    expect(await post(replayer, '/v1/auth/passkeys/sign-in', { response: unverified })).toMatchObject(
      refused,
    );
    const unknown = { ...response, id: 'bm8tc3VjaC1wYXNza2V5', rawId: 'bm8tc3VjaC1wYXNza2V5' };
    expect(await post(replayer, '/v1/auth/passkeys/sign-in', { response: unknown })).toMatchObject(refused);
    const broken = { ...response, response: { signature: [1, 2] } };
    expect(await post(replayer, '/v1/auth/passkeys/sign-in', { response: broken })).toMatchObject(refused);
    expect((await post(replayer, '/v1/auth/passkeys/sign-in', { response: [] })).status).toBe(422);

    await t.db.knex('users').where({ id: user.id }).update({ status: 'suspended' });
    const suspended = authenticator.authenticate(await signInOptions(replayer));
    expect(await post(replayer, '/v1/auth/passkeys/sign-in', { response: suspended })).toMatchObject(refused);
  });
});

describe('renaming and removing a passkey', () => {
  it('lets only its owner rename or remove it; removing tells the address and keeps the session', async () => {
    const { user, browser, passkey } = await userWithPasskey();
    const stranger = await signedInBrowser(t.app, t.db.knex, (await createUser(t.db.knex)).id);
    const admin = await signedInBrowser(
      t.app,
      t.db.knex,
      (await createUser(t.db.knex, { roles: ['super-admin'] })).id,
    );
    const path = `/v1/auth/passkeys/${passkey.id}`;
    for (const other of [stranger, admin]) {
      expect((await other.json(path, { method: 'PATCH', json: { name: 'Mine' } })).status).toBe(404);
      expect((await other.json(path, { method: 'DELETE' })).status).toBe(404);
    }
    const renamed = await browser.json<Answer<PasskeyBody>>(path, {
      method: 'PATCH',
      json: { name: 'Phone' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { data: { name: 'Phone' } } });
    expect((await browser.json(path, { method: 'PATCH', json: { name: '' } })).status).toBe(422);
    expect((await browser.json(path, { method: 'DELETE' })).status).toBe(204);
    const [mail] = await mailsTo(user, /passkey was removed/);
    expect(mail?.text).toContain('Phone');
    const after = await browser.json<Answer<PasskeyBody[]>>('/v1/auth/passkeys');
    expect(after).toMatchObject({ status: 200, body: { data: [] } });
    expect((await browser.json(path, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the relying party', () => {
  it("is APP_URL's host and origin; a loopback address keeps its passkeys at localhost", () => {
    expect(relyingParty('https://exceed.example.com')).toMatchObject({
      id: 'exceed.example.com',
      origin: 'https://exceed.example.com',
    });
    expect(relyingParty('http://127.0.0.1:3210')).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:3210',
    });
  });
});
