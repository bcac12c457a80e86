import { createHmac } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { csrfMismatch } from '../errors.ts';
import { GUEST_COOKIE, SESSION_COOKIE, setCookie, XSRF_COOKIE, XSRF_HEADER } from './cookies.ts';
import { newSecret, sameSecret } from './secrets.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The CSRF token of a browser: an HMAC keyed by the secret of its httpOnly session cookie (a guest's: its
 * httpOnly guest cookie). Script on a sibling subdomain can plant an XSRF-TOKEN cookie and echo it, but
 * cannot read the session cookie, so it cannot make the token that session accepts (decision 0091).
 */
const tokenOf = (binding: string) => createHmac('sha256', binding).update('exceed csrf').digest('base64url');

/**
 * Sets XSRF-TOKEN for the browser's session: `session` is the cookie just set by a sign-in (this request
 * still carries the old one); without it the request's session cookie, else its guest cookie, made when
 * it has none (GET /v1/csrf-cookie, sign-in and sign-out).
 */
export function issueCsrfCookie(ctx: Context, session?: string): void {
  let binding = session ?? ctx.cookies.get(SESSION_COOKIE) ?? ctx.cookies.get(GUEST_COOKIE);
  if (!binding) {
    binding = newSecret();
    setCookie(ctx, GUEST_COOKIE, binding, { httpOnly: true });
  }
  setCookie(ctx, XSRF_COOKIE, tokenOf(binding), { httpOnly: false });
}

/** Sign-out: the browser is a guest again, under a fresh guest cookie and its token. */
export function issueGuestCsrfCookie(ctx: Context): void {
  const guest = newSecret();
  setCookie(ctx, GUEST_COOKIE, guest, { httpOnly: true });
  setCookie(ctx, XSRF_COOKIE, tokenOf(guest), { httpOnly: false });
}

/**
 * CSRF protection (DESIGN.md): a state-changing call from a browser must send, in X-XSRF-TOKEN, the token
 * of the session (or guest) cookie it carries, which the XSRF-TOKEN cookie hands to the page; else 419. A
 * page of another site can make the browser send our cookies but cannot read them, so it cannot echo the
 * token; a planted XSRF-TOKEN cookie is no help either, as the token is derived from the session's secret.
 *
 * "From a browser" means the request carries our session cookie or an Origin header (browsers send Origin
 * on every cross-site POST, so a forged request always has one). Token mode (Authorization: Bearer) and
 * server-to-server calls without cookies or Origin (webhooks, scripts) are not open to CSRF: the browser
 * never adds a bearer header by itself.
 */
export function csrfProtection(): Middleware {
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && needsCsrfCheck(ctx)) {
      const binding = ctx.cookies.get(SESSION_COOKIE) ?? ctx.cookies.get(GUEST_COOKIE);
      const header = ctx.get(XSRF_HEADER);
      if (!binding || !header || !sameSecret(tokenOf(binding), header)) throw csrfMismatch();
    }
    return next();
  };
}

function needsCsrfCheck(ctx: Context): boolean {
  if (/^Bearer\s/i.test(ctx.get('authorization'))) return false;
  return ctx.cookies.get(SESSION_COOKIE) !== undefined || ctx.get('origin') !== '';
}
