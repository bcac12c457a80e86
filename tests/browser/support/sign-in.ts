import { type APIRequestContext, type Browser, type BrowserContext, expect } from '@playwright/test';
import { mailedCode } from './mailbox.ts';

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
 * outbox, and sends it back; the session cookie lands in the context, so its pages are signed in.
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
