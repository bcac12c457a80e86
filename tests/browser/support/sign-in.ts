import { type APIRequestContext, type Browser, type BrowserContext, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ADMIN_TOTP_SECRET } from '../../../api/src/demo/demo-data.ts';
import { mailedCode } from './mailbox.ts';

/** The authenticator app secrets of accounts that have one: the demo administrator's, and tests' own. */
const appSecrets = new Map([['admin@example.com', DEMO_ADMIN_TOTP_SECRET]]);
/** The last 30-second period whose code each secret used: the API takes a code once. */
const usedSteps = new Map<string, number>();

/**
 * The authenticator app's code for `secret`, as a phone would show it: the next period's when this
 * period's was used (the API takes one period ahead), else after waiting for a fresh period.
 */
export async function appCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (usedSteps.get(secret) ?? -1) + 1);
  if (step > now + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 50));
  usedSteps.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });
}

/**
 * Turns on an authenticator app for the account signed in in `context` (its session then counts as
 * having proved a second factor), as a user does in Settings → Account; answers the app's secret.
 */
export async function turnOnAuthenticatorApp(context: BrowserContext, email: string): Promise<string> {
  const headers = await xsrfOf(context, context.request);
  const started = await context.request.post('/v1/auth/authenticator-app', { data: {}, headers });
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = ((await started.json()) as { data: { secret: string } }).data;
  const confirmed = await context.request.post('/v1/auth/authenticator-app/confirm', {
    data: { code: await appCode(secret) },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  appSecrets.set(email, secret);
  return secret;
}

/** The XSRF-TOKEN cookie of the context, fetched first if it has none (cookie mode of the API). */
export async function xsrfOf(
  context: BrowserContext,
  request: APIRequestContext,
): Promise<Record<string, string>> {
  let cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await request.get('/v1/csrf-cookie');
    cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  }
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) } : {};
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Sessions already made, per email: the API limits sign-ins to 30 per address and 10 minutes. */
const sessions = new Map<string, Cookies>();

/**
 * Signs the browser context in as `email` the way a user does: asks for a code, reads it from the mail
 * outbox, and sends it back (then the authenticator app's code, for an account that has one); the
 * session cookie lands in the context, so its pages are signed in.
 * A session made earlier in the run is reused unless `fresh` (a test that logs out ends its session).
 */
export async function signInAs(
  context: BrowserContext,
  email: string,
  { fresh = false } = {},
): Promise<void> {
  const saved = sessions.get(email);
  if (saved && !fresh) {
    await context.addCookies(saved);
    return;
  }
  const request = context.request;
  const since = Date.now();
  const headers = await xsrfOf(context, request);
  const asked = await request.post('/v1/auth/login-using-otp', { data: { email }, headers });
  if (!asked.ok()) throw new Error(`asking a code for ${email}: ${asked.status()} ${await asked.text()}`);
  const otp = await mailedCode(email, since);
  const signed = await request.post('/v1/auth/login-using-otp', { data: { email, otp }, headers });
  if (!signed.ok()) throw new Error(`signing in ${email}: ${signed.status()} ${await signed.text()}`);
  const answer = (await signed.json()) as { data: { secondFactor?: unknown } };
  if (answer.data.secondFactor) {
    const secret = appSecrets.get(email);
    if (!secret) throw new Error(`${email} asks a second factor this test does not know`);
    const code = await appCode(secret);
    const done = await request.post('/v1/auth/second-factor', { data: { code }, headers });
    if (!done.ok()) throw new Error(`second step for ${email}: ${done.status()} ${await done.text()}`);
  }
  if (!fresh) sessions.set(email, await context.cookies());
}

/** Registers a new account (a pending user) and signs the context in as it. */
export async function registerAs(
  context: BrowserContext,
  details: { email: string; username: string; firstName: string; lastName: string },
): Promise<void> {
  const request = context.request;
  const since = Date.now();
  const headers = await xsrfOf(context, request);
  const asked = await request.post('/v1/auth/register-using-otp', { data: details, headers });
  if (!asked.ok()) throw new Error(`registering ${details.email}: ${asked.status()} ${await asked.text()}`);
  const otp = await mailedCode(details.email, since);
  const done = await request.post('/v1/auth/register-using-otp', { data: { ...details, otp }, headers });
  if (!done.ok()) throw new Error(`registering ${details.email}: ${done.status()} ${await done.text()}`);
}

/** 12 characters no other run or test will repeat, for a username or an email (usernames hold 20 at most). */
const uniqueStamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Registers an account no other test has (email and username `{prefix}-{stamp}`, the prefix at most 7
 * characters so the username stays within 20) and signs the context in as it, a pending user.
 */
export async function registerNewUser(
  context: BrowserContext,
  prefix: string,
  names: { firstName: string; lastName: string },
) {
  const stamp = uniqueStamp();
  const details = { email: `${prefix}-${stamp}@example.com`, username: `${prefix}-${stamp}`, ...names };
  await registerAs(context, details);
  return { ...details, stamp };
}

/**
 * An account the demo administrator makes (POST /v1/users), for what people cannot sign up as themselves
 * (a coach, a super-admin), signed in in `context`. A unique `prefix-…` username (20 characters at most)
 * and email; answers the email.
 */
export async function signInAsNewAccount(
  browser: Browser,
  context: BrowserContext,
  prefix: string,
  fields: { status: 'active' | 'pending'; roles: string[]; firstName: string; lastName: string },
): Promise<string> {
  const username = `${prefix}-${uniqueStamp()}`;
  const email = `${username}@example.com`;
  const admin = await browser.newContext();
  try {
    await signInAs(admin, 'admin@example.com');
    const created = await admin.request.post('/v1/users', {
      headers: await xsrfOf(admin, admin.request),
      data: {
        username,
        email,
        status: fields.status,
        roles: fields.roles,
        profile: { firstName: fields.firstName, lastName: fields.lastName },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.close();
  }
  await signInAs(context, email, { fresh: true });
  return email;
}
