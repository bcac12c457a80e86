import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { BrowserClient } from '../../../test/browser-client.ts';
import {
  bearerFor,
  createUser,
  signedInBrowser as signedInIdentity,
} from '../../../test/identity-fixtures.ts';

const t = useApiTest();

const signedInBrowser = (userId: string) => signedInIdentity(t.app, t.db.knex, userId);

describe('GET /v1/csrf-cookie', () => {
  it('sets a readable XSRF-TOKEN cookie with SameSite=Lax', async () => {
    const res = await t.app.request('/v1/csrf-cookie');
    expect(res.status).toBe(204);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/httponly/i);
  });
});

describe('CSRF tokens bound to the session', () => {
  it('refuse a planted XSRF-TOKEN cookie echoed in the header, and the token of another session', async () => {
    const user = await createUser(t.db.knex);
    const browser = await signedInBrowser(user.id);
    const own = browser.cookies.get('XSRF-TOKEN') ?? '';
    // A sibling subdomain can set cookies: it plants a token of its choosing and sends it back.
    browser.cookies.set('XSRF-TOKEN', 'planted-token');
    expect((await browser.json('/v1/logout', { method: 'POST' })).status).toBe(419);
    const other = await signedInBrowser((await createUser(t.db.knex)).id);
    browser.cookies.set('XSRF-TOKEN', other.cookies.get('XSRF-TOKEN') ?? '');
    expect((await browser.json('/v1/logout', { method: 'POST' })).status).toBe(419);
    browser.cookies.set('XSRF-TOKEN', own);
    expect((await browser.json('/v1/logout', { method: 'POST' })).status).toBe(204);
  });

  it("bind a guest's token to its httpOnly guest cookie, and a new one after sign-out", async () => {
    const guest = await new BrowserClient(t.app).start();
    const guestCookie = guest.cookies.get('exceed_guest');
    expect(guestCookie).toBeTruthy();
    const sent = await guest.json('/v1/auth/send-login-link', {
      method: 'POST',
      json: { email: 'nobody@example.com' },
    });
    expect(sent.status).not.toBe(419);
    guest.cookies.set('exceed_guest', 'a-cookie-of-the-attackers-choice');
    expect((await guest.json('/v1/auth/send-login-link', { method: 'POST', json: {} })).status).toBe(419);

    const user = await signedInBrowser((await createUser(t.db.knex)).id);
    expect((await user.json('/v1/logout', { method: 'POST' })).status).toBe(204);
    expect(user.cookies.get('exceed_guest')).toBeTruthy();
    expect((await user.json('/v1/auth/send-login-link', { method: 'POST', json: {} })).status).toBe(422);
  });
});

describe('GET /v1/user', () => {
  it('answers 401 "Unauthenticated." to a guest', async () => {
    const res = await t.app.json('/v1/user');
    expect(res).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('shows the bearer-token user with the profile when asked, never the password hash', async () => {
    const user = await createUser(t.db.knex, { roles: ['coach'], firstName: 'Ada', passwordHash: 'x' });
    const res = await t.app.json<{ data: Record<string, unknown> }>('/v1/user?include=profile', {
      headers: await bearerFor(t.db.knex, user),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, roles: ['coach'], profile: { firstName: 'Ada' } });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    expect(res.body.data).not.toHaveProperty('coachProfile');
  });

  it('refuses a cookie-session secret sent as a bearer token, and an unknown include', async () => {
    const user = await createUser(t.db.knex);
    const browser = await signedInBrowser(user.id);
    const secret = browser.cookies.get('exceed_session');
    expect((await t.app.json('/v1/user', { headers: { Authorization: `Bearer ${secret}` } })).status).toBe(
      401,
    );
    expect((await browser.json('/v1/user?include=secrets')).status).toBe(422);
  });

  it('treats a suspended user as signed out', async () => {
    const user = await createUser(t.db.knex, { status: 'suspended' });
    const res = await t.app.json('/v1/user', { headers: await bearerFor(t.db.knex, user) });
    expect(res.status).toBe(401);
  });
});

describe('POST /v1/logout', () => {
  it('answers 419 "CSRF token mismatch." to a cookie session without the X-XSRF-TOKEN header', async () => {
    const browser = await signedInBrowser((await createUser(t.db.knex)).id);
    const res = await browser.json('/v1/logout', { method: 'POST', csrf: false });
    expect(res).toMatchObject({ status: 419, body: { message: 'CSRF token mismatch.' } });
    expect((await browser.json('/v1/user')).status).toBe(200);
  });

  it('ends a cookie session: the cookie is cleared and the old secret no longer works', async () => {
    const browser = await signedInBrowser((await createUser(t.db.knex)).id);
    const secret = browser.cookies.get('exceed_session');
    browser.cookies.set('exceed_signed_in', '1');
    expect((await browser.json('/v1/logout', { method: 'POST' })).status).toBe(204);
    expect(browser.cookies.has('exceed_session')).toBe(false);
    expect(browser.cookies.has('exceed_signed_in')).toBe(false);
    browser.cookies.set('exceed_session', secret ?? '');
    expect((await browser.json('/v1/user')).status).toBe(401);
  });

  it('revokes a bearer token without needing CSRF', async () => {
    const headers = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await t.app.json('/v1/logout', { method: 'POST', headers })).status).toBe(204);
    expect((await t.app.json('/v1/user', { headers })).status).toBe(401);
  });
});
