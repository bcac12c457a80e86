import { randomUUID } from 'node:crypto';
import type { BaseContext, Context, Middleware } from 'koa';
import type { Logger } from 'pino';

/** An incoming X-Request-Id is kept when it looks like an id (a proxy's or a client's), else replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Where a context keeps its request's child logger once made. */
const CHILD = Symbol('request log');

/** The ids of a request's trace, as its log lines carry them (the names OpenTelemetry's log fields use). */
export interface TraceIds {
  trace_id: string;
  span_id: string;
}

/** A request's server span, when tracing is on (tracing/start-tracing.ts). */
export interface RequestSpan {
  ids: TraceIds;
  /** Names the span by its route template, once the router has chosen one. */
  routed(method: string, route: string): void;
}

/** What the request log asks of tracing: the request's span, given the request id as an attribute. */
export type TraceRequest = (requestId: string) => RequestSpan | undefined;

/** Who else hears of each request besides the log. */
export interface RequestObservers {
  /** Once per request, when its response is finished or aborted (metrics). */
  finished?: (ctx: Context, seconds: number) => void;
  /** Set when traces are exported. */
  trace?: TraceRequest | undefined;
}

/**
 * Gives every context of the app a `log` bound to its request id (and trace ids when traced), made on
 * first use: most requests never log beyond their request line, and a child logger per request was a
 * measurable part of the marketplace's cost (bench/public-schedules.ts). Defined once on the app's context
 * prototype: a property defined on each context would turn every context into a slow dictionary object.
 */
export function defineRequestLog(context: BaseContext, logger: Logger): void {
  Object.defineProperty(context, 'log', {
    get(this: BaseContext & { requestId: string; traceIds?: TraceIds; [CHILD]?: Logger }) {
      this[CHILD] ??= logger.child({ requestId: this.requestId, ...this.traceIds });
      return this[CHILD];
    },
  });
}

/**
 * Gives each request an id (the caller's X-Request-Id if sane, else a random UUID), echoes it in the
 * X-Request-Id response header, and writes one line per request (request id, method, path, status, ms,
 * and the trace's ids when traced) when the response is finished, so streamed bodies are timed too; then
 * tells `observers.finished`. A traced request's span gets the request id, and its route once matched.
 */
export function requestContext(logger: Logger, observers: RequestObservers = {}): Middleware {
  const { finished, trace } = observers;
  // Not async: the line is written on 'close', so there is nothing to wait for (one promise less a request).
  return (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const span = trace?.(requestId);
    if (span) ctx.traceIds = span.ids;

    const started = performance.now();
    ctx.res.once('close', () => {
      const ms = performance.now() - started;
      const fields = {
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
      };
      // A plain literal when untraced: the hot path's line stays one fast object.
      const line = span ? { ...fields, ...span.ids } : fields;
      if (ctx.res.writableFinished) logger.info(line, 'request');
      else logger.warn({ ...line, aborted: true }, 'request aborted');
      finished?.(ctx, ms / 1000);
    });
    if (!span) return next();
    // The response goes out after the whole chain has run: the route is known, the span not yet ended.
    return next().then(() => {
      const route = matchedRoute(ctx);
      if (route) span.routed(ctx.method, route);
    });
  };
}

/** The template of the route that took the request (`/v1/bookings/:id`), as @koa/router records it. */
export const matchedRoute = (ctx: Context): string | undefined =>
  (ctx as Context & { _matchedRoute?: string })._matchedRoute;
