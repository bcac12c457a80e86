import { setTimeout } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import type { Config } from '../config.ts';
import { tooManyRequests } from '../errors.ts';
import {
  PostgresRateLimitStore,
  type RateLimitStore,
  RedisRateLimitStore,
  windowRemainingMs,
} from './rate-limit-store.ts';

declare module 'koa' {
  interface DefaultContext {
    /** Rate-limit counters: Redis when REDIS_URL is set, else PostgreSQL. */
    rateLimits: RateLimitStore;
  }
}

/** The store the configuration asks for. */
export function createRateLimitStore(config: Config, knex: Knex): RateLimitStore {
  if (!config.redisUrl) return new PostgresRateLimitStore(knex);
  return new RedisRateLimitStore(new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }));
}

/** One limit: at most `max` hits per `windowMs` for the key a request maps to. */
export interface RateLimit {
  /** Names the counter; the same name on several routes makes them share it. */
  name: string;
  /** Hits allowed per window, from the app's configuration (deployments tune it). */
  max: (config: Config) => number;
  windowMs: number;
  /** The request's key for this limit (its IP, the email it names); undefined skips the limit. */
  key: (ctx: Context) => string | undefined;
  /**
   * Over the maximum, wait this long per hit over it (at most MAX_SLOWDOWN_MS) and go on, instead of
   * answering 429: for a limit that others could fill on someone's behalf, where refusing would lock
   * that someone out.
   */
  slowdownMs?: number;
}

/** The longest a slowed request waits: long enough to make guessing slow, short of a client's timeout. */
export const MAX_SLOWDOWN_MS = 10_000;

/**
 * Route step after validation (defineRoute's `authorize`), so limits can key on the validated email; it
 * runs before the route's transaction, so a slowed request holds no database connection while it waits.
 * Every limit counts the hit, then the first one over its maximum answers 429 with Retry-After, or, for a
 * limit with `slowdownMs`, makes the request wait.
 */
export function rateLimit(...limits: RateLimit[]): Middleware {
  return async (ctx, next) => {
    for (const limit of limits) {
      const key = limit.key(ctx);
      if (key === undefined) continue;
      const hits = await ctx.rateLimits.hit(`${limit.name}:${key}`, limit.windowMs);
      const over = hits - limit.max(ctx.config);
      if (over <= 0) continue;
      if (limit.slowdownMs === undefined) throw tooManyRequests(windowRemainingMs(limit.windowMs) / 1000);
      await setTimeout(Math.min(MAX_SLOWDOWN_MS, over * limit.slowdownMs));
    }
    await next();
  };
}
