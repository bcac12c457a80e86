import type { Middleware } from 'koa';

/**
 * Runs the rest of the chain in one database transaction on `ctx.state.trx`: committed when the handler
 * returns, rolled back when anything throws, so a failed request leaves no half-written rows. With PGlite
 * (one connection) every query of the request must go through the trx: the root knex would wait forever.
 */
export function transaction(): Middleware {
  return async (ctx, next) => {
    await ctx.knex.transaction(async (trx) => {
      ctx.state.trx = trx;
      try {
        await next();
      } finally {
        ctx.state.trx = undefined;
      }
    });
  };
}
