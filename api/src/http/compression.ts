import type { Middleware } from 'koa';
import compress from 'koa-compress';

/**
 * koa-compress for clients that name an encoding they accept. One that names none gets the body as it is
 * (koa-compress's own default, identity) without its checks of type, size and negotiation: scripts and
 * API clients (curl, autocannon) often send no Accept-Encoding, and those checks were a measurable part
 * of the marketplace's cost per request (bench/public-schedules.ts). Caches still learn that the answer
 * varies by Accept-Encoding.
 */
export function compression(): Middleware {
  const compressing = compress();
  return (ctx, next) => {
    if (ctx.get('Accept-Encoding') !== '') return compressing(ctx, next);
    ctx.vary('Accept-Encoding');
    return next();
  };
}
