import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { enqueue } from './queue.ts';
import { type Job, startJobRunner } from './runner.ts';

const logger = pino({ level: 'silent' });

describe('the job queue', () => {
  it('runs due jobs once, retries failures with backoff, keeps a job that never succeeds as failed', async () => {
    const db = await createTestDatabase();
    try {
      const ran: string[] = [];
      let flaky = 0;
      const handlers = {
        hello: async (job: Job) => {
          ran.push(String(job.payload.to));
        },
        flaky: async () => {
          flaky += 1;
          throw new Error('mail server down');
        },
      };
      await enqueue(db.knex, { name: 'hello', payload: { to: 'now' } });
      await enqueue(db.knex, {
        name: 'hello',
        payload: { to: 'later' },
        runAt: new Date(Date.now() + 60_000),
      });
      await enqueue(db.knex, { name: 'flaky', payload: {} });
      const runner = startJobRunner({ knex: db.knex, handlers, logger, pollMs: undefined });
      expect(await runner.drain()).toBe(2);
      expect(await runner.drain()).toBe(0);
      expect(ran).toEqual(['now']);
      const failing = await db.knex('jobs').where({ name: 'flaky' }).first();
      expect(failing).toMatchObject({
        attempts: 1,
        failed: false,
        doneAt: null,
        lastError: expect.stringContaining('mail server down'),
      });
      expect(new Date(failing.runAt).getTime()).toBeGreaterThan(Date.now());
      // Its last try: due again, and out of attempts.
      await db.knex('jobs').where({ name: 'flaky' }).update({ runAt: new Date(), attempts: 4 });
      await runner.drain();
      expect(await db.knex('jobs').where({ name: 'flaky' }).first()).toMatchObject({
        attempts: 5,
        failed: true,
      });
      expect(flaky).toBe(2);
      await runner.stop();
    } finally {
      await db.destroy();
    }
  });

  it('keeps one live job per unique key, moving it when enqueued again', async () => {
    const db = await createTestDatabase();
    try {
      const later = new Date(Date.now() + 3_600_000);
      await enqueue(db.knex, { name: 'remind', payload: { v: 1 }, uniqueKey: 'reminder:s1' });
      await enqueue(db.knex, { name: 'remind', payload: { v: 2 }, runAt: later, uniqueKey: 'reminder:s1' });
      const rows = await db.knex('jobs').where({ uniqueKey: 'reminder:s1' });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ payload: { v: 2 } });
      expect(new Date(rows[0].runAt).getTime()).toBe(later.getTime());
    } finally {
      await db.destroy();
    }
  });

  it('takes over a job whose worker died holding it, once its lease ran out', async () => {
    const db = await createTestDatabase();
    try {
      const ran: string[] = [];
      await enqueue(db.knex, { name: 'hello', payload: { to: 'orphan' } });
      await db
        .knex('jobs')
        .update({ lockedAt: new Date(Date.now() - 60_000), lockedBy: 'dead', attempts: 1 });
      const handlers = { hello: async (job: Job) => void ran.push(String(job.payload.to)) };
      const runner = startJobRunner({ knex: db.knex, handlers, logger, pollMs: undefined });
      expect(await runner.drain()).toBe(0);
      await db.knex('jobs').update({ lockedAt: new Date(Date.now() - 600_000) });
      expect(await runner.drain()).toBe(1);
      expect(ran).toEqual(['orphan']);
      await runner.stop();
    } finally {
      await db.destroy();
    }
  });

  // Two workers at once need two connections: the PostgreSQL server only.
  it.runIf(process.env.DATABASE_URL)('gives each job to one of several workers', async () => {
    const db = await createTestDatabase();
    try {
      const ran: string[] = [];
      const handlers = {
        hello: async (job: Job) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          ran.push(String(job.payload.to));
        },
      };
      for (let i = 0; i < 30; i += 1) await enqueue(db.knex, { name: 'hello', payload: { to: `job${i}` } });
      const workers = [1, 2, 3].map(() =>
        startJobRunner({ knex: db.knex, handlers, logger, pollMs: undefined }),
      );
      const counts = await Promise.all(workers.map((worker) => worker.drain()));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
      expect(new Set(ran).size).toBe(30);
      expect(ran).toHaveLength(30);
      await Promise.all(workers.map((worker) => worker.stop()));
    } finally {
      await db.destroy();
    }
  });

  it('drains the named jobs only when asked so, and keeps the tries a job was enqueued with', async () => {
    const db = await createTestDatabase();
    try {
      const ran: string[] = [];
      const record = async (job: Job) => {
        ran.push(job.name);
      };
      await enqueue(db.knex, { name: 'mail', payload: {}, maxAttempts: 10 });
      await enqueue(db.knex, { name: 'other', payload: {} });
      const runner = startJobRunner({
        knex: db.knex,
        handlers: { mail: record, other: record },
        logger,
        pollMs: undefined,
      });
      expect(await runner.drain(['mail'])).toBe(1);
      expect(ran).toEqual(['mail']);
      expect(await runner.drain()).toBe(1);
      expect(ran).toEqual(['mail', 'other']);
      const jobs = await db.knex('jobs').orderBy('id').select('maxAttempts');
      expect(jobs.map((job) => job.maxAttempts)).toEqual([10, 5]);
      await runner.stop();
    } finally {
      await db.destroy();
    }
  });
});
