import type { Context } from 'koa';
import { Counter, Histogram } from 'prom-client';
import { matchedRoute } from '../http/request-context.ts';
import { METRICS_PATH } from './metrics-endpoint.ts';

const LABELS = ['method', 'route', 'status'] as const;

const requests = new Counter({
  name: 'exceed_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status.',
  labelNames: LABELS,
});

const duration = new Histogram({
  name: 'exceed_http_request_duration_seconds',
  help: 'Time from a request reaching the app to its response finished, by method, route template and status.',
  labelNames: LABELS,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** A label set's two series, kept: looking labels up by their object each request cost more than the counting. */
interface Series {
  count: Counter.Internal;
  duration: Histogram.Internal<string>;
}
const seriesByKey = new Map<string, Series>();

/**
 * The route label: the template of the route that answered (`/v1/bookings/:id`), or one of a few fixed
 * names, never the raw path: a label value per id (or per probe of a scanner) would grow without bound.
 */
function routeOf(ctx: Context): string {
  const route = matchedRoute(ctx);
  if (route) return route;
  if (ctx.path === METRICS_PATH) return METRICS_PATH;
  // A /v1 path no route takes, or the front end's files and pages.
  return ctx.path.startsWith('/v1/') ? '(unmatched)' : '(web)';
}

/** Counts and times one finished request (requestContext's `finished`). */
export function observeRequest(ctx: Context, seconds: number): void {
  const { method, status } = ctx;
  const route = routeOf(ctx);
  const key = `${method} ${status} ${route}`;
  let series = seriesByKey.get(key);
  if (!series) {
    const labels = [method, route, String(status)];
    series = { count: requests.labels(...labels), duration: duration.labels(...labels) };
    seriesByKey.set(key, series);
  }
  series.count.inc();
  series.duration.observe(seconds);
}
