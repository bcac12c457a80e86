import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { PostgresRateLimitStore, type RateLimitStore, RedisRateLimitStore } from './rate-limit-store.ts';

/** Both stores count the same way: every concurrent hit gets its own number, and windows do not mix. */
function behavesAsACounter(store: () => RateLimitStore) {
  it('counts concurrent hits exactly once each', async () => {
    const key = `burst-${Math.random()}`;
    const counts = await Promise.all(Array.from({ length: 40 }, () => store().hit(key, 60_000)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('keeps keys and window lengths apart', async () => {
    const key = `apart-${Math.random()}`;
    await store().hit(key, 60_000);
    expect(await store().hit(key, 60_000)).toBe(2);
    expect(await store().hit(`${key}-other`, 60_000)).toBe(1);
    expect(await store().hit(key, 3_600_000)).toBe(1);
  });
}

describe('PostgresRateLimitStore', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());
  behavesAsACounter(() => new PostgresRateLimitStore(db.knex));
});

// Redis runs beside PostgreSQL on every machine this project builds on (.ci/run starts it when down).
describe('RedisRateLimitStore', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(() => redis.quit());
  behavesAsACounter(() => new RedisRateLimitStore(redis));

  it('lets a key expire with its window', async () => {
    const key = `expiry-${Math.random()}`;
    await new RedisRateLimitStore(redis).hit(key, 60_000);
    const [name] = await redis.keys(`exceed:rate:${key}/*`);
    expect(await redis.pttl(name ?? '')).toBeGreaterThan(0);
  });
});
