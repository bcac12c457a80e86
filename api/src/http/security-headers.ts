import type { Middleware } from 'koa';
import type { AppEnv } from '../config.ts';

/**
 * What every answer of the API's process carries: JSON, files and pages alike. An answer that is not a
 * page runs nothing and is framed by nobody, so its policy forbids everything; the pages (the shell,
 * the API's docs) set a policy of their own, which replaces this one (web/page-policy.ts).
 */
const EVERY_ANSWER: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Two years, the preload list's minimum: only where the site is served over HTTPS for good. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Sets the headers of EVERY_ANSWER (and HSTS in production) before anything else answers, so errors,
 * redirects and files get them too.
 */
export function securityHeaders(appEnv: AppEnv): Middleware {
  const headers =
    appEnv === 'production' ? { ...EVERY_ANSWER, 'Strict-Transport-Security': HSTS } : EVERY_ANSWER;
  return (ctx, next) => {
    ctx.set(headers);
    return next();
  };
}
