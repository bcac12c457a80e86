import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';

/**
 * The deepest nesting a JSON body may have. The contract's deepest field is four levels down
 * (profile.socialAccounts.0.url); open objects such as a booking's meta get room to spare.
 */
export const MAX_BODY_DEPTH = 32;

/** How deep `value` nests, counted without recursion and no further than `limit` + 1. */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * 400 for a parsed JSON body nested deeper than MAX_BODY_DEPTH, before anything walks it: validation
 * clones the body, and a clone of a body thousands of levels deep overflows the stack (a 500). Query
 * strings need no such check: they parse to flat text (Koa's querystring, no `a[b][c]` objects).
 */
export const limitBodyDepth: Middleware = (ctx, next) => {
  if (depthOf(ctx.request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw new HttpError(400, 'body_too_deep', `The request body nests deeper than ${MAX_BODY_DEPTH} levels.`);
  }
  return next();
};
