import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { BrowserClient } from '../../../test/browser-client.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo, mailedCode } from '../../../test/outbox.ts';
import { totpOf } from '../../auth/second-factor.ts';
import type { User } from '../../models/user.ts';

const t = useApiTest({ env: { TRUST_PROXY: 'true' } });

let lastIp = 0;
/** A browser with an IP of its own, so one test's sign-ins never fill another's limits. */
const browser = () =>
  new BrowserClient(t.app, { ip: `10.1.${Math.floor(++lastIp / 250)}.${lastIp % 250}` }).start();

interface Answer {
  message: string;
  errors: Record<string, string[]>;
  data: Record<string, unknown> & {
    secondFactor: { methods: string[]; token?: string };
    secret: string;
    qrCode: string;
    uri: string;
    recoveryCodes: string[];
    token: string;
  };
}
const post = (client: BrowserClient, path: string, json: unknown = {}) =>
  client.json<Answer>(path, { method: 'POST', json });

/**
 * The app's code `steps` periods from now: each accepted code uses up its period, so a test that proves
 * the app twice takes the next period's code the second time (the server accepts one period either side).
 */
const codeOf = (secret: string, steps = 0) =>
  totpOf(secret).generate({ timestamp: Date.now() + steps * 30_000 });

/** Signs a browser in by mailed code: the answer is a session, or the second step. */
async function signInByCode(user: User, options: { token?: boolean } = {}) {
  const client = await browser();
  await post(client, '/v1/auth/login-using-otp', { email: user.email });
  const otp = await mailedCode(t.app, user.email);
  const answer = await post(client, '/v1/auth/login-using-otp', { email: user.email, otp, ...options });
  return { client, answer };
}

/** A user who turned their authenticator app on (with the period's code), and their recovery codes. */
async function userWithApp() {
  const user = await createUser(t.db.knex);
  const { client } = await signInByCode(user);
  const setUp = await post(client, '/v1/auth/authenticator-app');
  const { secret } = setUp.body.data;
  const confirmed = await post(client, '/v1/auth/authenticator-app/confirm', { code: codeOf(secret) });
  return { user, client, secret, recoveryCodes: confirmed.body.data.recoveryCodes };
}

describe('setting up an authenticator app', () => {
  it('gives a secret and QR code, turns on with a right code only, and answers recovery codes once', async () => {
    const user = await createUser(t.db.knex);
    const { client } = await signInByCode(user);
    const before = await client.json<Answer>('/v1/auth/second-factor');
    expect(before.body.data).toEqual({
      authenticatorApp: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
      thisSession: false,
    });
    const setUp = await post(client, '/v1/auth/authenticator-app');
    expect(setUp.status).toBe(200);
    const { secret, uri, qrCode } = setUp.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Exceed');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await post(client, '/v1/auth/authenticator-app/confirm', { code: wrong })).toMatchObject({
      status: 422,
      body: { errors: { code: [SECOND_FACTOR_MESSAGES.codeWrong] } },
    });
    const confirmed = await post(client, '/v1/auth/authenticator-app/confirm', { code: codeOf(secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirmed.body.data.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(confirmed.body.data.recoveryCodes[0]).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect((await lastMailTo(t.app, user.email)).subject).toBe(
      'Two-step sign-in is on for your Exceed account',
    );
    const after = await client.json<Answer>('/v1/auth/second-factor');
    expect(after.body.data).toEqual({
      authenticatorApp: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
      passkeys: 0,
      thisSession: true,
    });
    // A second set-up would replace the secret of an app in use.
    expect(await post(client, '/v1/auth/authenticator-app')).toMatchObject({
      status: 422,
      body: { errors: { code: [SECOND_FACTOR_MESSAGES.alreadyOn] } },
    });
  });
});

describe('signing in with an authenticator app', () => {
  it('asks the second step after the mailed code, with no session until the app’s code', async () => {
    const { user, secret } = await userWithApp();
    const { client, answer } = await signInByCode(user);
    expect(answer.status).toBe(200);
    expect(answer.body.data.secondFactor.methods).toEqual(['authenticator-app', 'recovery-code']);
    expect(answer.body.data.secondFactor.token).toBeUndefined();
    expect(client.cookies.has('exceed_session')).toBe(false);
    expect((await client.json('/v1/user')).status).toBe(401);

    const done = await post(client, '/v1/auth/second-factor', { code: codeOf(secret, 1) });
    expect(done).toMatchObject({ status: 200, body: { data: { id: user.id } } });
    expect(client.cookies.has('exceed_session')).toBe(true);
    expect((await client.json<Answer>('/v1/auth/second-factor')).body.data.thisSession).toBe(true);
    // The step is used up, and the code with it: replayed in the next sign-in, it fails.
    expect((await post(client, '/v1/auth/second-factor', { code: codeOf(secret, 1) })).status).toBe(422);
    const next = await signInByCode(user);
    expect(await post(next.client, '/v1/auth/second-factor', { code: codeOf(secret, 1) })).toMatchObject({
      status: 422,
      body: { errors: { code: [SECOND_FACTOR_MESSAGES.codeWrong] } },
    });
  });

  it('takes a recovery code once, and tells the address how many are left', async () => {
    const { user, recoveryCodes } = await userWithApp();
    const [first] = recoveryCodes as [string];
    const { client } = await signInByCode(user);
    const typed = first.toUpperCase().replace('-', '');
    expect((await post(client, '/v1/auth/second-factor', { recoveryCode: typed })).status).toBe(200);
    const mail = await lastMailTo(t.app, user.email);
    expect(mail.subject).toBe('A recovery code was used to sign in to Exceed');
    expect(mail.text).toContain(`${RECOVERY_CODE_COUNT - 1} of your recovery codes are left`);
    const again = await signInByCode(user);
    expect(await post(again.client, '/v1/auth/second-factor', { recoveryCode: first })).toMatchObject({
      status: 422,
      body: { errors: { recoveryCode: [SECOND_FACTOR_MESSAGES.recoveryCodeWrong] } },
    });
  });

  it('spoils the step after five wrong codes, so the sixth try must sign in again', async () => {
    const { user, secret } = await userWithApp();
    const { client } = await signInByCode(user);
    const wrong = String((Number(codeOf(secret, 1)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let tries = 0; tries < 5; tries++) {
      expect((await post(client, '/v1/auth/second-factor', { code: wrong })).status).toBe(422);
    }
    expect(await post(client, '/v1/auth/second-factor', { code: codeOf(secret, 1) })).toMatchObject({
      status: 422,
      body: { errors: { code: [SECOND_FACTOR_MESSAGES.stepExpired] } },
    });
  });

  it('hands a token-mode client the step’s token, which it sends back with the code', async () => {
    const { user, secret } = await userWithApp();
    const { client, answer } = await signInByCode(user, { token: true });
    const { token } = answer.body.data.secondFactor;
    expect(token).toEqual(expect.any(String));
    expect(await post(client, '/v1/auth/second-factor', { code: codeOf(secret, 1) })).toMatchObject({
      status: 422,
      body: { errors: { code: [SECOND_FACTOR_MESSAGES.stepExpired] } },
    });
    const done = await post(client, '/v1/auth/second-factor', { code: codeOf(secret, 1), token });
    expect(done.status).toBe(200);
    const me = await t.app.json('/v1/user', { headers: { Authorization: `Bearer ${done.body.data.token}` } });
    expect(me.status).toBe(200);
  });

  it('asks for one proof when the body gives none', async () => {
    const client = await browser();
    expect(await post(client, '/v1/auth/second-factor', {})).toMatchObject({
      status: 422,
      body: { errors: { code: [SECOND_FACTOR_MESSAGES.proofNeeded] } },
    });
  });
});

describe('turning the app off and renewing recovery codes', () => {
  it('needs a proof, mails the address, and sign-in asks one factor again', async () => {
    const { user, client, secret, recoveryCodes } = await userWithApp();
    const renewed = await post(client, '/v1/auth/recovery-codes', { recoveryCode: recoveryCodes[0] });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).not.toContain(recoveryCodes[1]);
    expect((await lastMailTo(t.app, user.email)).subject).toBe('New recovery codes for your Exceed account');
    expect(
      (await post(client, '/v1/auth/authenticator-app/disable', { recoveryCode: recoveryCodes[1] })).status,
    ).toBe(422);
    const off = await post(client, '/v1/auth/authenticator-app/disable', { code: codeOf(secret, 1) });
    expect(off).toMatchObject({
      status: 200,
      body: { data: { authenticatorApp: false, recoveryCodesLeft: 0 } },
    });
    expect((await lastMailTo(t.app, user.email)).subject).toBe(
      'Two-step sign-in is off for your Exceed account',
    );
    const { answer } = await signInByCode(user);
    expect(answer.body.data).toMatchObject({ id: user.id });
    expect(
      await post(client, '/v1/auth/authenticator-app/disable', { code: codeOf(secret, 1) }),
    ).toMatchObject({
      status: 422,
      body: { errors: { code: [SECOND_FACTOR_MESSAGES.notSetUp] } },
    });
  });
});

describe('what a second factor guards', () => {
  it('keeps the admin area from a super-admin’s one-factor session, in words', async () => {
    const admin = await createUser(t.db.knex, { roles: ['super-admin'] });
    const oneFactor = await bearerFor(t.db.knex, admin, { secondFactor: false });
    expect(await t.app.json('/v1/admin/disputes', { headers: oneFactor })).toMatchObject({
      status: 403,
      body: { message: SECOND_FACTOR_MESSAGES.adminNeedsSecondFactor },
    });
    // Nor do super-admin powers elsewhere work: another user's account is not theirs to read.
    const other = await createUser(t.db.knex);
    expect((await t.app.json(`/v1/users/${other.id}`, { headers: oneFactor })).status).not.toBe(200);
    const twoFactors = await bearerFor(t.db.knex, admin);
    expect((await t.app.json('/v1/admin/disputes', { headers: twoFactors })).status).toBe(200);
    expect((await t.app.json(`/v1/users/${other.id}`, { headers: twoFactors })).status).toBe(200);
  });

  it('lets a super-admin in once their sign-in passed the app’s step', async () => {
    const admin = await createUser(t.db.knex, { roles: ['super-admin'] });
    const { client } = await signInByCode(admin);
    expect((await client.json('/v1/admin/disputes')).status).toBe(403);
    const { secret } = (await post(client, '/v1/auth/authenticator-app')).body.data;
    await post(client, '/v1/auth/authenticator-app/confirm', { code: codeOf(secret) });
    expect((await client.json('/v1/admin/disputes')).status).toBe(200);
    const next = await signInByCode(admin);
    await post(next.client, '/v1/auth/second-factor', { code: codeOf(secret, 1) });
    expect((await next.client.json('/v1/admin/disputes')).status).toBe(200);
  });
});
