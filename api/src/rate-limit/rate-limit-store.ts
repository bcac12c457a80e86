import type { Redis } from 'ioredis';
import type { Knex } from 'knex';

/** Counts hits per key in fixed windows. Shared by every API replica, so a limit holds across them. */
export interface RateLimitStore {
  /**
   * Adds one hit to `key` in the current window of `windowMs` and answers the hits so far in it. Windows of
   * different lengths never share a counter, even when they start at the same instant.
   */
  hit(key: string, windowMs: number): Promise<number>;
}

const windowStart = (windowMs: number, now = Date.now()): number => Math.floor(now / windowMs) * windowMs;

/** Milliseconds until the current window of `windowMs` ends: what Retry-After says. */
export const windowRemainingMs = (windowMs: number, now = Date.now()): number =>
  windowStart(windowMs, now) + windowMs - now;

/** Counters older than this are deleted now and then; no limit has a longer window. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Counters in PostgreSQL (table rate_limit_counters): one upsert per hit, atomic under concurrency, so
 * replicas sharing the database share the count. Runs on the root knex, outside the request's transaction:
 * a hit must count even when the request then fails and rolls back.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  readonly #knex: Knex;
  #lastPurge = 0;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const result = await this.#knex.raw<{ rows: Array<{ hits: number }> }>(
      `insert into rate_limit_counters (key, window_start, hits) values (?, ?, 1)
       on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
       returning hits`,
      [`${key}/${windowMs}`, new Date(windowStart(windowMs, now))],
    );
    if (now - this.#lastPurge > 60 * 60 * 1000) {
      this.#lastPurge = now;
      await this.#knex('rate_limit_counters')
        .where('window_start', '<', new Date(now - KEEP_MS))
        .delete();
    }
    return Number(result.rows[0]?.hits ?? 1);
  }
}

/** Counters in Redis (REDIS_URL): INCR on a key per window, expiring with the window. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;

  constructor(redis: Redis) {
    this.#redis = redis;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const name = `exceed:rate:${key}/${windowMs}:${windowStart(windowMs)}`;
    const [[incrError, hits] = [], [expireError] = []] =
      (await this.#redis.multi().incr(name).pexpire(name, windowMs).exec()) ?? [];
    if (incrError || expireError) throw incrError ?? expireError;
    return Number(hits);
  }
}
