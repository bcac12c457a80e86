import { randomUUID } from 'node:crypto';
import type { BaseContext, Middleware } from 'koa';
import type { Logger } from 'pino';

/** An incoming X-Request-Id is kept when it looks like an id (a proxy's or a client's), else replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Where a context keeps its request's child logger once made. */
const CHILD = Symbol('request log');

/**
 * Gives every context of the app a `log` bound to its request id, made on first use: most requests never
 * log beyond their request line, and a child logger per request was a measurable part of the
 * marketplace's cost (bench/public-schedules.ts). Defined once on the app's context prototype: a property
 * defined on each context would turn every context into a slow dictionary object.
 */
export function defineRequestLog(context: BaseContext, logger: Logger): void {
  Object.defineProperty(context, 'log', {
    get(this: BaseContext & { requestId: string; [CHILD]?: Logger }) {
      this[CHILD] ??= logger.child({ requestId: this.requestId });
      return this[CHILD];
    },
  });
}

/**
 * Gives each request an id (the caller's X-Request-Id if sane, else a random UUID), echoes it in the
 * X-Request-Id response header, and writes one line per request (request id, method, path, status, ms)
 * when the response is finished, so streamed bodies are timed too.
 */
export function requestContext(logger: Logger): Middleware {
  // Not async: the line is written on 'close', so there is nothing to wait for (one promise less a request).
  return (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.requestId = requestId;
    ctx.set('X-Request-Id', requestId);

    const started = performance.now();
    ctx.res.once('close', () => {
      const line = {
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (ctx.res.writableFinished) logger.info(line, 'request');
      else logger.warn({ ...line, aborted: true }, 'request aborted');
    });
    return next();
  };
}
