import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { BrowserClient } from '../../../test/browser-client.ts';
import { createUser, signedInBrowser as signedInIdentity } from '../../../test/identity-fixtures.ts';
import {
  startOidcProvider,
  type TestAccountClaims,
  type TestOidcProvider,
} from '../../../test/oidc-provider.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashSecret } from '../../auth/secrets.ts';
import { OAuthConnection } from '../../models/oauth-connection.ts';
import { OAuthState } from '../../models/oauth-state.ts';
import { User } from '../../models/user.ts';

/**
 * The address the browser knows the app by (APP_URL, the base of the redirect URIs registered at the
 * provider). The tests play the browser: a redirect to it is a request to the app under test, whatever
 * port that listens on, so the provider's clients can be registered before the app starts.
 */
const APP_URL = 'http://exceed.test';

// The app without providers: every OIDC route is a 404 there.
const t = useApiTest();
let provider: TestOidcProvider;
let app: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider([
    {
      clientId: 'exceed',
      clientSecret: 'sign-in-secret',
      redirectUri: `${APP_URL}/v1/auth/connect/oidc/callback`,
    },
    {
      clientId: 'exceed-multiplai',
      clientSecret: 'multiplai-secret',
      redirectUri: `${APP_URL}/v1/auth/connect/multiplai/callback`,
    },
  ]);
  app = await startTestApp({
    knex: t.db.knex,
    env: {
      APP_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'exceed',
      OIDC_CLIENT_SECRET: 'sign-in-secret',
      MULTIPLAI_ISSUER: provider.issuer,
      MULTIPLAI_CLIENT_ID: 'exceed-multiplai',
      MULTIPLAI_CLIENT_SECRET: 'multiplai-secret',
    },
  });
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

let sequence = 0;
/** An end-user at the provider with a fresh verified email (claims as given override). */
function providerAccount(claims: TestAccountClaims = {}): { subject: string; email: string } {
  sequence += 1;
  const email = claims.email ?? `person${sequence}-${Date.now()}@example.test`;
  const subject = provider.addAccount({
    email,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...claims,
  });
  return { subject, email };
}

/** A navigation of the browser to the app: redirects are not followed, cookies are kept. */
const visit = (browser: BrowserClient, path: string) => browser.json(path, { redirect: 'manual' });

/** Where the app's redirect sends the browser. */
const locationOf = (response: { headers: Headers }) => response.headers.get('location') ?? '';

/** The first leg: the app's 302 to the provider, as a URL. */
async function startAt(browser: BrowserClient, path: string): Promise<URL> {
  const start = await visit(browser, path);
  expect(start.status).toBe(302);
  const url = new URL(locationOf(start));
  expect(url.origin).toBe(provider.issuer);
  return url;
}

/** The URL the provider sends the browser back to, as a path of the app. */
const appPath = (url: URL) => {
  expect(url.origin).toBe(APP_URL);
  return `${url.pathname}${url.search}`;
};

const signedInBrowser = (user: User) => signedInIdentity(app, t.db.knex, user.id);

/** A whole sign-in with the provider in a browser: answers the callback's answer. */
async function signIn(browser: BrowserClient, subject: string, redirect?: string) {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const authorization = await startAt(browser, `/v1/auth/connect/oidc/redirect${query}`);
  const callback = await provider.authorize(authorization.href, subject);
  return visit(browser, appPath(callback));
}

describe('GET /v1/auth/providers', () => {
  it('names the external provider for the sign-in button only where one is configured', async () => {
    type Providers = { data: Array<{ id: string; name: string; url: string }> };
    const configured = await app.json<Providers>('/v1/auth/providers');
    expect(configured.body.data).toEqual([
      { id: 'oidc', name: 'single sign-on', url: '/v1/auth/connect/oidc/redirect' },
    ]);
    expect((await t.app.json<Providers>('/v1/auth/providers')).body.data).toEqual([]);
  });
});

describe('GET /v1/auth/connect/oidc/redirect', () => {
  it('sends the browser to the provider with PKCE (S256), state, nonce and the openid scopes', async () => {
    const url = await startAt(await new BrowserClient(app).start(), '/v1/auth/connect/oidc/redirect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'exceed',
      response_type: 'code',
      redirect_uri: `${APP_URL}/v1/auth/connect/oidc/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const state = url.searchParams.get('state') ?? '';
    const stored = await OAuthState.query(t.db.knex).where({ provider: 'oidc' });
    expect(stored.some((row) => row.stateHash === hashSecret(state))).toBe(true);
    expect(stored.some((row) => row.stateHash === state)).toBe(false);
  });

  it('refuses a redirect that is not a path of this site', async () => {
    const browser = await new BrowserClient(app).start();
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const res = await visit(
        browser,
        `/v1/auth/connect/oidc/redirect?redirect=${encodeURIComponent(redirect)}`,
      );
      expect(res.status).toBe(422);
    }
  });
});

describe('GET /v1/auth/connect/oidc/callback', () => {
  it('signs up a new user: pending, verified email, personal team, cookie session', async () => {
    const { subject, email } = providerAccount({ preferred_username: 'José.Díaz' });
    const browser = await new BrowserClient(app).start();
    const res = await signIn(browser, subject);
    expect(res.status).toBe(302);
    expect(locationOf(res)).toBe('/onboarding');
    expect(browser.cookies.has('exceed_session')).toBe(true);

    const me = await browser.json<{ data: Record<string, unknown> }>('/v1/user?include=profile');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email,
      username: 'jose_diaz',
      status: 'pending',
      emailVerifiedAt: expect.any(String),
      defaultTenantSlug: 'jose-diaz',
      profile: { firstName: 'Grace', lastName: 'Hopper' },
    });
    const connection = await OAuthConnection.query(t.db.knex).findOne({ provider: 'oidc', subject });
    expect(connection).toMatchObject({ userId: me.body.data.id, accessToken: expect.any(String) });
  });

  it('signs the same user in again, and gives a clashing username a suffix', async () => {
    const first = providerAccount({ preferred_username: 'twin' });
    const second = providerAccount({ preferred_username: 'twin' });
    const browser = await new BrowserClient(app).start();
    await signIn(browser, first.subject);
    const firstUser = await browser.json<{ data: { id: string; username: string } }>('/v1/user');
    await signIn(browser, second.subject);
    const secondUser = await browser.json<{ data: { id: string; username: string } }>('/v1/user');
    expect(secondUser.body.data.username).toMatch(/^twin-[a-z0-9]{4}$/);

    const again = await new BrowserClient(app).start();
    await signIn(again, first.subject);
    expect((await again.json<{ data: { id: string } }>('/v1/user')).body.data.id).toBe(
      firstUser.body.data.id,
    );
    expect(await User.query(t.db.knex).whereIn('email', [first.email, second.email]).resultSize()).toBe(2);
  });

  it('links an existing account by the email the provider verified, and lands by role or saved redirect', async () => {
    const coach = await createUser(t.db.knex, { roles: ['coach'] });
    const coachAccount = providerAccount({ email: coach.email.toUpperCase() });
    const coachBrowser = await new BrowserClient(app).start();
    expect(locationOf(await signIn(coachBrowser, coachAccount.subject))).toBe('/c');
    expect((await coachBrowser.json<{ data: { id: string } }>('/v1/user')).body.data.id).toBe(coach.id);
    const linked = await OAuthConnection.query(t.db.knex).findOne({ userId: coach.id, provider: 'oidc' });
    expect(linked?.subject).toBe(coachAccount.subject);
    expect((await User.query(t.db.knex).findById(coach.id))?.emailVerifiedAt).toBeInstanceOf(Date);

    const client = await createUser(t.db.knex);
    const clientAccount = providerAccount({ email: client.email });
    expect(locationOf(await signIn(await new BrowserClient(app).start(), clientAccount.subject))).toBe('/b');
    const back = await signIn(await new BrowserClient(app).start(), clientAccount.subject, '/b/workshops/42');
    expect(locationOf(back)).toBe('/b/workshops/42');

    // A super-admin, coach or not, lands on the admin address (ADMIN_URL, /admin unless set).
    const admin = await createUser(t.db.knex, { roles: ['coach', 'super-admin'] });
    const adminAccount = providerAccount({ email: admin.email });
    expect(locationOf(await signIn(await new BrowserClient(app).start(), adminAccount.subject))).toBe(
      '/admin',
    );
  });

  it('never links an account by an email the provider did not verify', async () => {
    const owner = await createUser(t.db.knex);
    const impostor = providerAccount({ email: owner.email, email_verified: false });
    const browser = await new BrowserClient(app).start();
    const res = await signIn(browser, impostor.subject);
    expect(locationOf(res)).toBe('/login?error=oidc_unverified_email');
    expect(browser.cookies.has('exceed_session')).toBe(false);
    expect(await OAuthConnection.query(t.db.knex).where({ userId: owner.id }).resultSize()).toBe(0);
  });

  it('signs up with an unverified email as unverified', async () => {
    const { subject, email } = providerAccount({ email_verified: false });
    const browser = await new BrowserClient(app).start();
    expect(locationOf(await signIn(browser, subject))).toBe('/onboarding');
    const user = await User.query(t.db.knex).findOne({ email });
    expect(user).toMatchObject({ status: 'pending', emailVerifiedAt: null });
  });

  it('sends a suspended user back to the sign-in page', async () => {
    const user = await createUser(t.db.knex, { status: 'suspended' });
    const browser = await new BrowserClient(app).start();
    const res = await signIn(browser, providerAccount({ email: user.email }).subject);
    expect(locationOf(res)).toBe('/login?error=suspended');
    expect(browser.cookies.has('exceed_session')).toBe(false);
  });

  it('takes each state once, only in the browser that started it and before it expires', async () => {
    const { subject } = providerAccount();
    const browser = await new BrowserClient(app).start();
    const callback = appPath(
      await provider.authorize((await startAt(browser, '/v1/auth/connect/oidc/redirect')).href, subject),
    );
    const stranger = await new BrowserClient(app).start();
    expect(locationOf(await visit(stranger, callback))).toBe('/login?error=oidc');
    // The stranger's try used the state up: the rightful browser cannot use it either.
    expect(locationOf(await visit(browser, callback))).toBe('/login?error=oidc');

    const replayed = await new BrowserClient(app).start();
    const path = appPath(
      await provider.authorize((await startAt(replayed, '/v1/auth/connect/oidc/redirect')).href, subject),
    );
    const cookies = new Map(replayed.cookies);
    expect(locationOf(await visit(replayed, path))).toBe('/onboarding');
    for (const [name, value] of cookies) replayed.cookies.set(name, value);
    expect(locationOf(await visit(replayed, path))).toBe('/login?error=oidc');

    const unknown = await visit(browser, '/v1/auth/connect/oidc/callback?code=abc&state=unknown');
    expect(locationOf(unknown)).toBe('/login?error=oidc');
    expect(locationOf(await visit(browser, '/v1/auth/connect/oidc/callback'))).toBe('/login?error=oidc');

    const late = await new BrowserClient(app).start();
    const lateUrl = await startAt(late, '/v1/auth/connect/oidc/redirect');
    await OAuthState.query(t.db.knex)
      .where({ stateHash: hashSecret(lateUrl.searchParams.get('state') ?? '') })
      .patch({ expiresAt: new Date(Date.now() - 1000) });
    const latePath = appPath(await provider.authorize(lateUrl.href, subject));
    expect(locationOf(await visit(late, latePath))).toBe('/login?error=oidc');
    expect(late.cookies.has('exceed_session')).toBe(false);
  });

  it('sends the browser back to the sign-in page when the provider answers an error', async () => {
    const browser = await new BrowserClient(app).start();
    const url = await startAt(browser, '/v1/auth/connect/oidc/redirect');
    const query = new URLSearchParams({
      error: 'access_denied',
      state: url.searchParams.get('state') ?? '',
      iss: provider.issuer,
    });
    const res = await visit(browser, `/v1/auth/connect/oidc/callback?${query}`);
    expect(locationOf(res)).toBe('/login?error=oidc');
  });
});

describe('the multiplai connection', () => {
  /** Connects the browser's user to a new multiplai account; answers the callback's answer. */
  async function connect(browser: BrowserClient, subject: string) {
    const authorization = await startAt(browser, '/v1/auth/connect/multiplai/redirect');
    expect(authorization.searchParams.get('client_id')).toBe('exceed-multiplai');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    return visit(browser, appPath(await provider.authorize(authorization.href, subject)));
  }

  it('connects the signed-in user, shows the status without tokens and disconnects', async () => {
    const user = await createUser(t.db.knex);
    const browser = await signedInBrowser(user);
    expect((await browser.json('/v1/auth/connect/multiplai')).body).toEqual({
      data: { connected: false, connectedAt: null },
    });

    const { subject } = providerAccount();
    const res = await connect(browser, subject);
    expect(res.status).toBe(302);
    expect(locationOf(res)).toBe('/b/apps/multiplai');
    const connection = await OAuthConnection.query(t.db.knex).findOne({
      userId: user.id,
      provider: 'multiplai',
    });
    expect(connection).toMatchObject({
      subject,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      idToken: expect.any(String),
      scope: 'openid email profile',
      expiresAt: expect.any(Date),
    });

    const status = await browser.json('/v1/auth/connect/multiplai');
    expect(status.body).toEqual({ data: { connected: true, connectedAt: expect.any(String) } });
    for (const token of [connection?.accessToken, connection?.refreshToken, connection?.idToken]) {
      expect(token).toBeTruthy();
      expect(JSON.stringify(status.body)).not.toContain(token);
      expect(locationOf(res)).not.toContain(token);
    }

    expect((await browser.json('/v1/auth/connect/multiplai', { method: 'DELETE' })).status).toBe(204);
    expect((await browser.json('/v1/auth/connect/multiplai')).body).toEqual({
      data: { connected: false, connectedAt: null },
    });
    expect(await OAuthConnection.query(t.db.knex).where({ userId: user.id }).resultSize()).toBe(0);
  });

  it("lands a coach in the coach area, or on the saved redirect, and refuses another user's account", async () => {
    const coach = await createUser(t.db.knex, { roles: ['coach'] });
    const { subject } = providerAccount();
    expect(locationOf(await connect(await signedInBrowser(coach), subject))).toBe('/c/apps/multiplai');

    const other = await signedInBrowser(await createUser(t.db.knex));
    expect(locationOf(await connect(other, subject))).toBe('/b/apps/multiplai?error=multiplai');
    expect(
      await OAuthConnection.query(t.db.knex).where({ provider: 'multiplai', subject }).resultSize(),
    ).toBe(1);

    const withRedirect = await signedInBrowser(await createUser(t.db.knex));
    const authorization = await startAt(
      withRedirect,
      '/v1/auth/connect/multiplai/redirect?redirect=/b/settings',
    );
    const back = await provider.authorize(authorization.href, providerAccount().subject);
    expect(locationOf(await visit(withRedirect, appPath(back)))).toBe('/b/settings');
  });

  it('lands a failure on the multiplai page of the area that started it, and says it failed', async () => {
    /** Starts from `redirect` as the given user, then comes back refused by multiplai (access denied). */
    async function refused(user: User, redirect?: string) {
      const browser = await signedInBrowser(user);
      const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
      const authorization = await startAt(browser, `/v1/auth/connect/multiplai/redirect${query}`);
      const state = authorization.searchParams.get('state') ?? '';
      const back = `/v1/auth/connect/multiplai/callback?error=access_denied&state=${state}`;
      return locationOf(await visit(browser, back));
    }
    const coach = await createUser(t.db.knex, { roles: ['coach'] });
    const client = await createUser(t.db.knex);
    expect(await refused(coach, '/c/apps/multiplai')).toBe('/c/apps/multiplai?error=multiplai');
    expect(await refused(client, '/c/apps/multiplai')).toBe('/c/apps/multiplai?error=multiplai');
    expect(await refused(coach, '/b/apps/multiplai')).toBe('/b/apps/multiplai?error=multiplai');
    // Without a redirect, or one outside both areas, the user's own area.
    expect(await refused(coach)).toBe('/c/apps/multiplai?error=multiplai');
    expect(await refused(client, '/settings')).toBe('/b/apps/multiplai?error=multiplai');
    // Any page of an area that started it gets that area's multiplai page, the one that explains.
    expect(await refused(client, '/c/apps')).toBe('/c/apps/multiplai?error=multiplai');

    // An account already connected to someone else: the coach who started in /c is sent back there.
    const { subject } = providerAccount();
    await connect(await signedInBrowser(await createUser(t.db.knex)), subject);
    const coachBrowser = await signedInBrowser(coach);
    const authorization = await startAt(
      coachBrowser,
      `/v1/auth/connect/multiplai/redirect?redirect=${encodeURIComponent('/c/apps/multiplai')}`,
    );
    const back = await provider.authorize(authorization.href, subject);
    expect(locationOf(await visit(coachBrowser, appPath(back)))).toBe('/c/apps/multiplai?error=multiplai');
  });

  it('needs a signed-in user to start, and a known state to finish', async () => {
    const guest = await new BrowserClient(app).start();
    expect((await visit(guest, '/v1/auth/connect/multiplai/redirect')).status).toBe(401);
    expect((await guest.json('/v1/auth/connect/multiplai')).status).toBe(401);
    const res = await visit(guest, '/v1/auth/connect/multiplai/callback?code=abc&state=unknown');
    expect(locationOf(res)).toBe('/b/apps/multiplai?error=multiplai');
  });

  it('does not take a sign-in state, nor the sign-in provider a multiplai one', async () => {
    const browser = await signedInBrowser(await createUser(t.db.knex));
    const url = await startAt(browser, '/v1/auth/connect/oidc/redirect');
    const state = url.searchParams.get('state') ?? '';
    const res = await visit(browser, `/v1/auth/connect/multiplai/callback?code=abc&state=${state}`);
    expect(locationOf(res)).toBe('/b/apps/multiplai?error=multiplai');
  });
});

describe('without a configured provider', () => {
  it('answers 404 on every route', async () => {
    const browser = await new BrowserClient(t.app).start();
    for (const path of [
      '/v1/auth/connect/oidc/redirect',
      '/v1/auth/connect/oidc/callback?code=abc&state=xyz',
      '/v1/auth/connect/multiplai/redirect',
      '/v1/auth/connect/multiplai/callback?code=abc&state=xyz',
      '/v1/auth/connect/multiplai',
    ]) {
      expect((await visit(browser, path)).status, path).toBe(404);
    }
    expect((await browser.json('/v1/auth/connect/multiplai', { method: 'DELETE' })).status).toBe(404);
  });
});
