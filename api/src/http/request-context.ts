import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** An incoming X-Request-Id is kept when it looks like an id (a proxy's or a client's), else replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives each request an id (the caller's X-Request-Id if sane, else a random UUID), echoes it in the
 * X-Request-Id response header, binds a child logger with it to `ctx.log`, and writes one line per request
 * (method, path, status, ms) when the response is finished, so streamed bodies are timed too.
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.requestId = requestId;
    ctx.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);

    const started = performance.now();
    ctx.res.once('close', () => {
      const line = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (ctx.res.writableFinished) ctx.log.info(line, 'request');
      else ctx.log.warn({ ...line, aborted: true }, 'request aborted');
    });
    await next();
  };
}
