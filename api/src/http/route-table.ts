import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Route } from './define-route.ts';

const PREFIX = '/v1';

/** The first segment after /v1 (`bookings` of /v1/bookings/7), in lower case as the router matches. */
function firstSegment(path: string): string | undefined {
  const lower = path.toLowerCase();
  if (!lower.startsWith(`${PREFIX}/`)) return undefined;
  const end = lower.indexOf('/', PREFIX.length + 1);
  return lower.slice(PREFIX.length + 1, end === -1 ? undefined : end);
}

/**
 * The /v1 routes, grouped by their first segment: a request is matched only against its group's patterns.
 * One router for every route tested each request against all of them, in order, a regular expression each,
 * and that was a tenth of the marketplace's cost per request (bench/public-schedules.ts). Every path starts
 * with a fixed segment (no route begins with a parameter), so the grouping cannot change which route wins.
 * `extra` may add non-API pages to a group's router (the docs page).
 */
export function routeTable(
  routes: readonly Route[],
  extra?: (routerFor: (segment: string) => Router) => void,
): Middleware {
  const groups = new Map<string, Router>();
  const routerFor = (segment: string): Router => {
    let router = groups.get(segment);
    if (!router) {
      router = new Router({ prefix: PREFIX });
      groups.set(segment, router);
    }
    return router;
  };
  for (const route of routes) {
    const segment = firstSegment(`${PREFIX}${route.path}`);
    if (!segment || segment.startsWith(':')) throw new Error(`${route.path} must start with a fixed segment`);
    routerFor(segment).register(route.path, [route.method], route.chain);
  }
  extra?.(routerFor);
  const dispatch = new Map<string, Middleware>(
    [...groups].map(([segment, router]) => {
      // The router's middleware types ask for its own context; at run time it takes Koa's.
      const matched = router.routes() as unknown as Middleware;
      const allowed = router.allowedMethods() as unknown as Middleware;
      return [segment, (ctx, next) => matched(ctx, () => allowed(ctx, next))];
    }),
  );
  return (ctx, next) => {
    const segment = firstSegment(ctx.path);
    const group = segment === undefined ? undefined : dispatch.get(segment);
    return group ? group(ctx, next) : next();
  };
}
