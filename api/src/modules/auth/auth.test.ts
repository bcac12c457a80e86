import { AUTH_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { BrowserClient } from '../../../test/browser-client.ts';
import { createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo, mailedCode } from '../../../test/outbox.ts';
import { hashPassword } from '../../auth/secrets.ts';
import { AuthChallenge } from '../../models/auth-challenge.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';

const t = useApiTest({ env: { TRUST_PROXY: 'true' } });

let lastIp = 0;
/** A browser with a CSRF cookie and an IP of its own, so the per-IP limit of one test never hits another. */
const browser = () =>
  new BrowserClient(t.app, { ip: `10.0.${Math.floor(++lastIp / 250)}.${lastIp % 250}` }).start();
/** Every shape an auth route answers, loosely: each test reads the part its route sends. */
interface AuthAnswer {
  message: string;
  errors: Record<string, string[]>;
  data: {
    id: string;
    emailVerifiedAt: string | null;
    defaultTenantSlug: string;
    token: string;
    user: { id: string };
  };
}
const post = (client: BrowserClient, path: string, json: unknown) =>
  client.json<AuthAnswer>(path, { method: 'POST', json });

describe('POST /v1/auth/login-using-otp', () => {
  it('mails a code and answers the same whether or not the email has an account', async () => {
    const user = await createUser(t.db.knex);
    const client = await browser();
    const known = await post(client, '/v1/auth/login-using-otp', { email: ` ${user.email.toUpperCase()} ` });
    const unknown = await post(client, '/v1/auth/login-using-otp', { email: 'nobody@example.test' });
    expect(known).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.codeSent } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailedCode(t.app, user.email)).toMatch(/^\d{6}$/);
    expect((await lastMailTo(t.app, 'nobody@example.test')).text).toMatch(/has no account/);
    const stored = await AuthChallenge.query(t.db.knex).where({ email: user.email }).first();
    expect(stored?.secretHash).not.toBe(await mailedCode(t.app, user.email));
  });

  it('signs in with the code: session cookie, a verified email, and the code works once', async () => {
    const user = await createUser(t.db.knex);
    const client = await browser();
    await post(client, '/v1/auth/login-using-otp', { email: user.email });
    const otp = await mailedCode(t.app, user.email);
    const signIn = await post(client, '/v1/auth/login-using-otp', { email: user.email, otp });
    expect(signIn).toMatchObject({ status: 200, body: { data: { id: user.id, email: user.email } } });
    expect(signIn.body.data.emailVerifiedAt).not.toBeNull();
    expect(client.cookies.has('exceed_session')).toBe(true);
    // The readable hint that lets a guest's page skip asking who is signed in.
    expect(client.cookies.get('exceed_signed_in')).toBe('1');
    expect((await client.json('/v1/user')).status).toBe(200);

    const again = await post(await browser(), '/v1/auth/login-using-otp', { email: user.email, otp });
    expect(again).toMatchObject({ status: 422, body: { errors: { otp: [AUTH_MESSAGES.codeInvalid] } } });
  });

  it('answers a bearer token in token mode, and sets no cookie', async () => {
    const user = await createUser(t.db.knex);
    const client = await browser();
    await post(client, '/v1/auth/login-using-otp', { email: user.email });
    const otp = await mailedCode(t.app, user.email);
    const res = await post(client, '/v1/auth/login-using-otp', { email: user.email, otp, token: true });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(user.id);
    expect(client.cookies.has('exceed_session')).toBe(false);
    const me = await t.app.json('/v1/user', { headers: { Authorization: `Bearer ${res.body.data.token}` } });
    expect(me.status).toBe(200);
  });

  it('refuses a code for an email without an account with the wrong-code message', async () => {
    const client = await browser();
    await post(client, '/v1/auth/login-using-otp', { email: 'ghost@example.test' });
    const res = await post(client, '/v1/auth/login-using-otp', {
      email: 'ghost@example.test',
      otp: '123456',
    });
    expect(res).toMatchObject({ status: 422, body: { errors: { otp: [AUTH_MESSAGES.codeInvalid] } } });
  });

  it("lets no stranger spoil a code: wrong guesses in the owner's name lock nothing, and the stranger is refused", async () => {
    const user = await createUser(t.db.knex);
    const owner = await browser();
    await post(owner, '/v1/auth/login-using-otp', { email: user.email });
    const otp = await mailedCode(t.app, user.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const stranger = await browser();
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        (await post(stranger, '/v1/auth/login-using-otp', { email: user.email, otp: wrong })).status,
      );
    }
    // SIGN_IN_MAX_PER_EMAIL (10) tries per email from one client address, then 429 for that client only.
    expect(answers).toEqual([...Array(10).fill(422), 429]);
    const right = await post(owner, '/v1/auth/login-using-otp', { email: user.email, otp });
    expect(right.status).toBe(200);
  });

  it("keeps the newest three codes: a stranger asking in the owner's name leaves the owner's code valid", async () => {
    const user = await createUser(t.db.knex);
    const owner = await browser();
    await post(owner, '/v1/auth/login-using-otp', { email: user.email });
    const typed = await mailedCode(t.app, user.email);
    const stranger = await browser();
    await post(stranger, '/v1/auth/login-using-otp', { email: user.email });
    await post(stranger, '/v1/auth/login-using-otp', { email: user.email });
    const newest = await mailedCode(t.app, user.email);
    expect((await post(owner, '/v1/auth/login-using-otp', { email: user.email, otp: typed })).status).toBe(
      200,
    );
    // Signed in, the other live codes are used up with it.
    const other = await post(owner, '/v1/auth/login-using-otp', { email: user.email, otp: newest });
    expect(other.body.errors.otp).toEqual([AUTH_MESSAGES.codeInvalid]);

    // A fourth request supersedes the oldest of four; and no code works after 10 minutes.
    await post(owner, '/v1/auth/login-using-otp', { email: user.email });
    const oldest = await mailedCode(t.app, user.email);
    for (let i = 0; i < 3; i += 1) await post(stranger, '/v1/auth/login-using-otp', { email: user.email });
    const last = await mailedCode(t.app, user.email);
    if (oldest !== last) {
      const superseded = await post(owner, '/v1/auth/login-using-otp', { email: user.email, otp: oldest });
      expect(superseded.body.errors.otp).toEqual([AUTH_MESSAGES.codeInvalid]);
    }
    expect(
      await AuthChallenge.query(t.db.knex).where({ email: user.email }).whereNull('consumedAt'),
    ).toHaveLength(3);
    await AuthChallenge.query(t.db.knex)
      .where({ email: user.email })
      .patch({ expiresAt: new Date(Date.now() - 1000) });
    const late = await post(owner, '/v1/auth/login-using-otp', { email: user.email, otp: last });
    expect(late.body.errors.otp).toEqual([AUTH_MESSAGES.codeInvalid]);
  });

  it('checks the email and code formats with the exact messages', async () => {
    const client = await browser();
    const res = await post(client, '/v1/auth/login-using-otp', { email: 'not-an-email', otp: '12ab' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['Please enter a valid email address'],
      otp: ['Please enter a valid 6-OTP code'],
    });
  });

  it('answers 419 to a browser that does not echo the CSRF token', async () => {
    const client = await browser();
    const res = await client.json('/v1/auth/login-using-otp', {
      method: 'POST',
      json: { email: 'a@example.test' },
      csrf: false,
    });
    expect(res).toMatchObject({ status: 419, body: { message: 'CSRF token mismatch.' } });
  });

  it('never signs in a suspended user', async () => {
    const user = await createUser(t.db.knex, { status: 'suspended' });
    const client = await browser();
    await post(client, '/v1/auth/login-using-otp', { email: user.email });
    expect((await lastMailTo(t.app, user.email)).text).not.toMatch(/Your code is/);
  });
});

describe('POST /v1/auth/register-using-otp', () => {
  const details = (name: string) => ({
    email: `${name}@example.test`,
    username: name,
    firstName: 'Grace',
    lastName: 'Hopper',
  });

  it('creates a pending, verified user with a personal team and signs in (201), then mails a welcome', async () => {
    const client = await browser();
    const sent = await post(client, '/v1/auth/register-using-otp', details('grace1'));
    expect(sent).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.codeSent } });
    const otp = await mailedCode(t.app, 'grace1@example.test');
    const res = await post(client, '/v1/auth/register-using-otp', { ...details('grace1'), otp });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ username: 'grace1', status: 'pending', roles: [] });
    expect(res.body.data.emailVerifiedAt).not.toBeNull();
    const me = await client.json<{ data: { profile: unknown } }>('/v1/user?include=profile');
    expect(me.body.data.profile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const memberships = await TenantMember.query(t.db.knex).where({ userId: res.body.data.id });
    expect(memberships).toHaveLength(1);
    expect(memberships[0]?.status).toBe('ACTIVE');
    expect(res.body.data.defaultTenantSlug).toBe('grace1');
    expect((await lastMailTo(t.app, 'grace1@example.test')).subject).toBe('Welcome to Exceed');
  });

  it('says a taken username at once, in any case', async () => {
    await createUser(t.db.knex, { username: 'takenname' });
    const res = await post(await browser(), '/v1/auth/register-using-otp', {
      ...details('other1'),
      username: 'TakenName',
    });
    expect(res).toMatchObject({ status: 422, body: { errors: { username: [AUTH_MESSAGES.usernameTaken] } } });
  });

  it('answers a taken email like a free one, and mails its owner instead of a code', async () => {
    const user = await createUser(t.db.knex);
    const res = await post(await browser(), '/v1/auth/register-using-otp', {
      ...details('fresh1'),
      email: user.email,
    });
    expect(res).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.codeSent } });
    expect((await lastMailTo(t.app, user.email)).subject).toBe('You already have an Exceed account');
    expect(await User.query(t.db.knex).where({ username: 'fresh1' }).resultSize()).toBe(0);
  });

  it('applies the username rules with their messages', async () => {
    const res = await post(await browser(), '/v1/auth/register-using-otp', {
      ...details('abc'),
      firstName: '',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toEqual(['Username must be at least 4 characters']);
    expect(res.body.errors).toHaveProperty('firstName');
  });
});

describe('POST /v1/auth/verify-email-using-otp', () => {
  it('mails a code to the signed-in user and verifies the email with it', async () => {
    const user = await createUser(t.db.knex);
    const client = await browser();
    await post(client, '/v1/login', { email: user.email, password: 'x' }); // not signed in: set up below
    await User.query(t.db.knex)
      .findById(user.id)
      .patch({ passwordHash: await hashPassword('Password123') });
    expect((await post(client, '/v1/login', { email: user.email, password: 'Password123' })).status).toBe(
      200,
    );
    expect((await post(client, '/v1/auth/verify-email-using-otp', {})).body.message).toBe(
      AUTH_MESSAGES.codeSent,
    );
    const otp = await mailedCode(t.app, user.email);
    const res = await post(client, '/v1/auth/verify-email-using-otp', { otp });
    expect(res.status).toBe(200);
    expect(res.body.data.emailVerifiedAt).not.toBeNull();
    const again = await post(client, '/v1/auth/verify-email-using-otp', {});
    expect(again.body.errors.otp).toEqual([AUTH_MESSAGES.alreadyVerified]);
  });

  it('answers 401 to a guest', async () => {
    expect((await post(await browser(), '/v1/auth/verify-email-using-otp', {})).status).toBe(401);
  });
});

describe('sign-in links', () => {
  it('mails a single-use link to /login?token= that signs in once', async () => {
    const user = await createUser(t.db.knex);
    const client = await browser();
    const sent = await post(client, '/v1/auth/send-login-link', { email: user.email });
    expect(sent.body.message).toBe(AUTH_MESSAGES.linkSent);
    const mail = await lastMailTo(t.app, user.email);
    const link = new URL(/(http\S+\/login\?token=\S+)/.exec(mail.text)?.[1] ?? '');
    const token = link.searchParams.get('token');
    const res = await post(client, '/v1/auth/verify-token', { token });
    expect(res).toMatchObject({ status: 200, body: { data: { id: user.id } } });
    const reused = await post(await browser(), '/v1/auth/verify-token', { token, tokenMode: true });
    expect(reused).toMatchObject({ status: 422, body: { errors: { token: [AUTH_MESSAGES.linkInvalid] } } });
  });

  it('answers an unknown email the same and refuses an expired link', async () => {
    const user = await createUser(t.db.knex);
    const client = await browser();
    const unknown = await post(client, '/v1/auth/send-login-link', { email: 'none@example.test' });
    expect(unknown.body.message).toBe(AUTH_MESSAGES.linkSent);
    await post(client, '/v1/auth/send-login-link', { email: user.email });
    const token = /token=(\S+)/.exec((await lastMailTo(t.app, user.email)).text)?.[1];
    await AuthChallenge.query(t.db.knex)
      .where({ email: user.email })
      .patch({ expiresAt: new Date(Date.now() - 1) });
    expect((await post(client, '/v1/auth/verify-token', { token })).status).toBe(422);
  });
});

describe('POST /v1/login', () => {
  it('signs in with the right password, in cookie or token mode', async () => {
    const user = await createUser(t.db.knex, { passwordHash: await hashPassword('Password123') });
    const client = await browser();
    const cookie = await post(client, '/v1/login', { email: user.email, password: 'Password123' });
    expect(cookie).toMatchObject({ status: 200, body: { data: { id: user.id } } });
    const token = await post(await browser(), '/v1/login', {
      email: user.email,
      password: 'Password123',
      token: true,
    });
    expect(token.body.data.token).toEqual(expect.any(String));
  });

  it('gives one message for a wrong password, an unknown email and an account without password', async () => {
    const withPassword = await createUser(t.db.knex, { passwordHash: await hashPassword('Password123') });
    const without = await createUser(t.db.knex);
    const client = await browser();
    for (const body of [
      { email: withPassword.email, password: 'Wrong1234' },
      { email: 'unknown@example.test', password: 'Password123' },
      { email: without.email, password: 'Password123' },
    ]) {
      const res = await post(client, '/v1/login', body);
      expect(res).toMatchObject({ status: 422, body: { errors: { email: [AUTH_MESSAGES.credentials] } } });
    }
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After after 10 attempts naming one email from one IP; its owner still gets in', async () => {
    const email = 'limited@example.test';
    const attacker = await browser();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await post(attacker, '/v1/auth/login-using-otp', { email })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const last = await post(attacker, '/v1/login', { email, password: 'Password123' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.body.message).toBe('Too Many Attempts.');
    // The attacker filled the counter of their own address, not the owner's.
    expect((await post(await browser(), '/v1/auth/login-using-otp', { email })).status).toBe(200);
  });

  it('slow down, never refuse, many machines naming one email: over 50 in the window, a second more each', async () => {
    const email = 'sprayed@example.test';
    for (let i = 0; i < 49; i += 1) {
      expect((await post(await browser(), '/v1/auth/login-using-otp', { email })).status).toBe(200);
    }
    const timed = async () => {
      const started = performance.now();
      const res = await post(await browser(), '/v1/auth/login-using-otp', { email });
      return { status: res.status, waited: performance.now() - started };
    };
    // The 50th is still within the cap; the 51st and 52nd wait one and two seconds, then are served.
    expect((await timed()).status).toBe(200);
    const over = [await timed(), await timed()];
    expect(over.map((answer) => answer.status)).toEqual([200, 200]);
    expect(over[0]?.waited).toBeGreaterThanOrEqual(1000);
    expect(over[1]?.waited).toBeGreaterThanOrEqual(2000);
  });

  it('answer 429 after 30 sign-in attempts from one IP, whatever the emails', async () => {
    const client = await browser();
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await post(client, '/v1/auth/send-login-link', { email: `spray${i}@example.test` })).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
