import type { Context } from 'koa';
import type { RateLimit } from '../rate-limit/rate-limit.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Limits shared by every sign-in route (codes, links, passwords, registration): per client IP, so one
 * machine cannot spray many addresses, and per email, so many machines cannot hammer one account. The
 * same names on every route make the routes share the counters. The maximums are configuration
 * (SIGN_IN_MAX_PER_IP, SIGN_IN_MAX_PER_EMAIL).
 */
export const signInLimits: RateLimit[] = [
  { name: 'sign-in:ip', max: (config) => config.signInMaxPerIp, windowMs: TEN_MINUTES, key: (ctx) => ctx.ip },
  { name: 'sign-in:email', max: (config) => config.signInMaxPerEmail, windowMs: TEN_MINUTES, key: emailOf },
];

/** The email the request names, else the signed-in user's (verifying their email). */
function emailOf(ctx: Context): string | undefined {
  const body = (ctx.state as { input?: { body?: { email?: unknown } } }).input?.body;
  return typeof body?.email === 'string' ? body.email : ctx.state.auth?.user.email;
}
