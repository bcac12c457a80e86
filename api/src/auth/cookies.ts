import type { Context } from 'koa';

/** The httpOnly cookie of a browser session. */
export const SESSION_COOKIE = 'exceed_session';
/**
 * Readable beside the httpOnly session cookie, with the same lifetime: it tells the front end a session
 * may exist, so a guest's page load does not ask GET /v1/user for a 401 (which a browser logs as an error
 * in the console). It proves nothing: the session cookie alone signs a request in.
 */
export const SIGNED_IN_COOKIE = 'exceed_signed_in';
/**
 * The httpOnly cookie of a browser with no session: a random secret that a guest's CSRF token is derived
 * from, as a signed-in browser's is from its session cookie.
 */
export const GUEST_COOKIE = 'exceed_guest';
/** The CSRF cookie the front end reads and echoes in X-XSRF-TOKEN (Laravel's names). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Sets a cookie with the project's policy: SameSite=Lax, path /, Secure outside development and test
 * (DESIGN.md). Koa refuses a Secure cookie on a plain-HTTP socket; behind a TLS-terminating proxy
 * TRUST_PROXY tells it the request was HTTPS, and the browser only ever sees HTTPS there anyway.
 */
export function setCookie(
  ctx: Context,
  name: string,
  value: string | null,
  options: { httpOnly: boolean; expires?: Date },
): void {
  const secure = ctx.config.appEnv !== 'development' && ctx.config.appEnv !== 'test';
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(name, value, {
    httpOnly: options.httpOnly,
    sameSite: 'lax',
    secure,
    path: '/',
    overwrite: true,
    ...(options.expires ? { expires: options.expires } : {}),
  });
}
