import type { Middleware } from 'koa';

/**
 * Paths outside /v1 that a standard fixes (RFC 8615's /.well-known/), each answered by the /v1 route it
 * names, so that route alone is declared, documented and fuzzed. The request goes on as if it had asked
 * for that route.
 */
export function pathAliases(aliases: Readonly<Record<string, string>>): Middleware {
  const targets = new Map(Object.entries(aliases));
  return (ctx, next) => {
    const target = targets.get(ctx.path);
    if (target) ctx.path = target;
    return next();
  };
}
