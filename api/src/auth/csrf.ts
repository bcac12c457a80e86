import type { Context, Middleware } from 'koa';
import { csrfMismatch } from '../errors.ts';
import { SESSION_COOKIE, setCookie, XSRF_COOKIE, XSRF_HEADER } from './cookies.ts';
import { newSecret, sameSecret } from './secrets.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sets a fresh XSRF-TOKEN cookie (GET /v1/csrf-cookie, and after every sign-in). */
export function issueCsrfCookie(ctx: Context): void {
  setCookie(ctx, XSRF_COOKIE, newSecret(), { httpOnly: false });
}

/**
 * CSRF double submit (DESIGN.md): a state-changing call from a browser must echo the XSRF-TOKEN cookie in
 * the X-XSRF-TOKEN header, or it gets 419. A page of another site can make the browser send our cookies
 * but cannot read them, so it cannot echo the token.
 *
 * "From a browser" means the request carries our session cookie or an Origin header (browsers send Origin
 * on every cross-site POST, so a forged request always has one). Token mode (Authorization: Bearer) and
 * server-to-server calls without cookies or Origin (webhooks, scripts) are not open to CSRF: the browser
 * never adds a bearer header by itself.
 */
export function csrfProtection(): Middleware {
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && needsCsrfCheck(ctx)) {
      const cookie = ctx.cookies.get(XSRF_COOKIE);
      const header = ctx.get(XSRF_HEADER);
      if (!cookie || !header || !sameSecret(cookie, header)) throw csrfMismatch();
    }
    return next();
  };
}

function needsCsrfCheck(ctx: Context): boolean {
  if (/^Bearer\s/i.test(ctx.get('authorization'))) return false;
  return ctx.cookies.get(SESSION_COOKIE) !== undefined || ctx.get('origin') !== '';
}
