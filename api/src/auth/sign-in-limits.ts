import type { Context } from 'koa';
import type { RateLimit } from '../rate-limit/rate-limit.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Limits shared by every sign-in route (codes, links, passwords, registration, invitations); the same names
 * on every route make the routes share the counters. The threat model is in
 * docs/decisions/0045-sign-in-limits.md: a sign-in request names an email anyone can type, so no limit that
 * strangers can fill may refuse the owner of that email.
 * - per client IP (SIGN_IN_MAX_PER_IP): one machine cannot spray many addresses;
 * - per email from one IP (SIGN_IN_MAX_PER_EMAIL): one machine cannot hammer one account, and fills only
 *   its own counter, never the owner's;
 * - per email from everywhere, five times looser: many machines hammering one account are slowed, a
 *   second more per request over the cap (at most ten), never refused, so its owner still gets in.
 */
export const signInLimits: RateLimit[] = limitsByEmail(emailOf);

/**
 * The same limits (the same counters) for a signed-in user proving it is them before an email or password
 * change (auth/reauthentication.ts): keyed by the account's own address, never by the new one the body
 * names, so changing the body's email between guesses escapes no counter.
 */
export const reauthenticationLimits: RateLimit[] = limitsByEmail((ctx) => ctx.state.auth?.user.email);

function limitsByEmail(emailOf: (ctx: Context) => string | undefined): RateLimit[] {
  return [
    {
      name: 'sign-in:ip',
      max: (config) => config.signInMaxPerIp,
      windowMs: TEN_MINUTES,
      key: (ctx) => ctx.ip,
    },
    {
      name: 'sign-in:email-ip',
      max: (config) => config.signInMaxPerEmail,
      windowMs: TEN_MINUTES,
      key: (ctx) => {
        const email = emailOf(ctx);
        return email === undefined ? undefined : `${email}|${ctx.ip}`;
      },
    },
    {
      name: 'sign-in:email',
      max: (config) => config.signInMaxPerEmail * 5,
      windowMs: TEN_MINUTES,
      key: emailOf,
      slowdownMs: 1000,
    },
  ];
}

/** The email the request names, else the signed-in user's (verifying their email). */
function emailOf(ctx: Context): string | undefined {
  const body = (ctx.state as { input?: { body?: { email?: unknown } } }).input?.body;
  return typeof body?.email === 'string' ? body.email : ctx.state.auth?.user.email;
}
