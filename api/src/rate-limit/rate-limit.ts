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
}

/**
 * Route step after validation (defineRoute's `authorize`), so limits can key on the validated email.
 * Every limit counts the hit, then the first one over its maximum answers 429 with Retry-After.
 */
export function rateLimit(...limits: RateLimit[]): Middleware {
  return async (ctx, next) => {
    for (const limit of limits) {
      const key = limit.key(ctx);
      if (key === undefined) continue;
      const hits = await ctx.rateLimits.hit(`${limit.name}:${key}`, limit.windowMs);
      if (hits > limit.max(ctx.config)) throw tooManyRequests(windowRemainingMs(limit.windowMs) / 1000);
    }
    await next();
  };
}
