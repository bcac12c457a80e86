import net from 'node:net';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { createKnex } from '../../db/knex.ts';

describe('GET /v1/health', () => {
  let db: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ knex: db.knex });
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('answers ok when the database answers', async () => {
    expect(await app.json('/v1/health')).toMatchObject({
      status: 200,
      body: { data: { status: 'ok', db: 'ok', mail: 'ok' } },
    });
  });

  it('answers degraded, still 200, while a mail waits to be tried again or was given up on lately', async () => {
    const mailJob = { name: 'mail.send', payload: JSON.stringify({}), lastError: 'Error: SMTP down' };
    const failing = async () => {
      const [health, ready] = await Promise.all([app.json('/v1/health'), app.json('/v1/health/ready')]);
      expect([health.status, ready.status]).toEqual([200, 200]);
      return [health.body, ready.body];
    };
    const [waiting] = await db
      .knex('jobs')
      .insert({ ...mailJob, attempts: 1 })
      .returning('id');
    onTestFinished(() => db.knex('jobs').where('name', 'mail.send').delete());
    expect(await failing()).toMatchObject([
      { data: { status: 'degraded', db: 'ok', mail: 'failing' } },
      { data: { status: 'degraded', db: 'ok', migrations: 'ok', mail: 'failing' } },
    ]);
    // Sent on a retry: mail works again.
    await db.knex('jobs').where({ id: waiting.id }).update({ doneAt: new Date() });
    expect(await failing()).toMatchObject([{ data: { status: 'ok', mail: 'ok' } }, { data: { mail: 'ok' } }]);
    // Given up on a quarter of an hour ago: still said; longer ago, no more.
    const gaveUp = (minutesAgo: number) =>
      db
        .knex('jobs')
        .insert({ ...mailJob, failed: true, doneAt: new Date(Date.now() - minutesAgo * 60_000) });
    await gaveUp(20);
    expect(await failing()).toMatchObject([{ data: { mail: 'ok' } }, { data: { mail: 'ok' } }]);
    await gaveUp(10);
    expect(await failing()).toMatchObject([{ data: { mail: 'failing' } }, { data: { mail: 'failing' } }]);
  });

  it('answers liveness without asking anything more', async () => {
    expect(await app.json('/v1/health/live')).toMatchObject({
      status: 200,
      body: { data: { status: 'ok' } },
    });
  });

  it('answers ready when the database answers and has every migration', async () => {
    expect(await app.json('/v1/health/ready')).toMatchObject({
      status: 200,
      body: { data: { status: 'ok', db: 'ok', migrations: 'ok', mail: 'ok' } },
    });
  });

  it('answers not ready, saying why, while a migration of this version has not run', async () => {
    const last = await db.knex('knex_migrations').orderBy('id', 'desc').first();
    await db.knex('knex_migrations').where({ id: last.id }).delete();
    onTestFinished(() => db.knex('knex_migrations').insert(last));
    const res = await app.json('/v1/health/ready');
    expect(res).toMatchObject({
      status: 503,
      body: {
        message:
          'Service Unavailable: the database lacks 1 migration of this version. Try again in a moment.',
      },
    });
    expect(res.headers.get('retry-after')).toBe('5');
    // The process itself is fine, and the old check keeps its meaning: the database answers.
    expect((await app.json('/v1/health/live')).status).toBe(200);
    expect((await app.json('/v1/health')).status).toBe(200);
  });

  it('answers not ready on a database never migrated, and creates nothing by asking', async () => {
    await db.knex.schema.renameTable('knex_migrations', 'knex_migrations_aside');
    onTestFinished(() => db.knex.schema.renameTable('knex_migrations_aside', 'knex_migrations'));
    const shipped = await db.knex('knex_migrations_aside').count({ n: '*' }).first();
    expect(await app.json('/v1/health/ready')).toMatchObject({
      status: 503,
      body: {
        message: `Service Unavailable: the database lacks ${Number(shipped?.n)} migrations of this version. Try again in a moment.`,
      },
    });
    expect(await db.knex.schema.hasTable('knex_migrations')).toBe(false);
  });

  it.runIf(process.env.DATABASE_URL)(
    'reconnects by itself when the server cuts its connections (a restart), and the process lives on',
    async () => {
      // Every request at once, so the pool holds several connections.
      await Promise.all(Array.from({ length: 5 }, () => app.request('/v1/public/workshop-schedules')));
      const { rows } = await db.knex.raw<{ rows: Array<{ name: string }> }>(
        'select current_database() as name',
      );
      const database = String(rows[0]?.name);
      const admin = createKnex({ databaseUrl: process.env.DATABASE_URL });
      try {
        const cut = await admin.raw<{ rows: unknown[] }>(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = ?',
          [database],
        );
        expect(cut.rows.length).toBeGreaterThan(0);
        // Until the server has closed them all (what a restart does to every client).
        for (let left = 1; left > 0; ) {
          const { rows: open } = await admin.raw<{ rows: Array<{ n: string }> }>(
            'select count(*) as n from pg_stat_activity where datname = ?',
            [database],
          );
          left = Number(open[0]?.n);
        }
      } finally {
        await admin.destroy();
      }
      const answers = await Promise.all(
        ['/v1/health', '/v1/public/workshop-schedules', '/v1/health'].map((path) => app.json(path)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    },
  );
});

describe('the API without its database', () => {
  let app: TestApp;
  let knex: Knex;
  beforeAll(async () => {
    // A PostgreSQL server that is not there: a port just freed, so every connection is refused.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    knex = createKnex({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/gone` });
    app = await startTestApp({ knex });
  });
  afterAll(async () => {
    await app.close();
    await knex.destroy();
  });

  const UNAVAILABLE = 'Service Unavailable: the database does not answer. Try again in a moment.';

  it('answers the health check 503 with a message, so a load balancer stops sending traffic', async () => {
    const res = await app.json('/v1/health');
    expect(res).toMatchObject({ status: 503, body: { message: UNAVAILABLE } });
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it('answers liveness 200 all the same: restarting the process would not bring the database back', async () => {
    expect(await app.json('/v1/health/live')).toMatchObject({
      status: 200,
      body: { data: { status: 'ok' } },
    });
  });

  it('answers readiness 503 with the reason', async () => {
    const res = await app.json('/v1/health/ready');
    expect(res).toMatchObject({ status: 503, body: { message: UNAVAILABLE } });
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it('answers any request that needs the database 503, not 500', async () => {
    for (const path of ['/v1/public/workshop-schedules', '/v1/users']) {
      const res = await app.json(path, { headers: { authorization: 'Bearer not-a-token' } });
      expect(res, path).toMatchObject({ status: 503, body: { message: UNAVAILABLE } });
    }
  });
});
