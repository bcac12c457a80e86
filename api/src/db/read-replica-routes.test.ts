import type { PublicWorkshopResource } from '@exceed/contract';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchedule, type ScheduleFixture } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { Workshop } from '../models/workshop.ts';
import { createKnex } from './knex.ts';
import {
  openReadReplica,
  publicRead,
  ReadReplica,
  ReplicaMonitor,
  type ReplicaProbe,
} from './read-replica.ts';

/*
 * The public marketplace's reads on a read replica (db/read-replica.ts, docs/decisions/0111): which server
 * answers, and the primary answering when the replica cannot. The first part needs no replica (a closed
 * port stands for one that is down); the second needs a PostgreSQL streaming replica of DATABASE_URL's
 * server, named by DATABASE_REPLICA_URL (.ci/start-replica makes one, as CI does).
 */

const METRICS_TOKEN = 'replica-metrics-token';

/** The value of a family without labels in the app's /metrics. */
async function metric(app: TestApp, name: string): Promise<number> {
  const text = await (
    await app.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1];
  return value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value);
}

/** A port nothing listens on: a replica that is down. */
const CLOSED_REPLICA_URL = 'postgres://postgres@127.0.0.1:1/exceed';

/** The workshop page and the schedule's title as a visitor reads them. */
async function workshopTitle(
  app: TestApp,
  fixture: ScheduleFixture,
): Promise<{ status: number; title?: string }> {
  const res = await app.json<{ data: PublicWorkshopResource }>(
    `/v1/public/workshops/${fixture.schedule.workshopId}`,
  );
  return { status: res.status, title: res.body.data?.title };
}

/** Polls `done` every 50 ms until it holds, for at most `ms`. */
async function waitFor(done: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Counts the statements a knex runs while `run` runs, but the monitor's checks of the WAL positions. */
async function queriesOn(knex: Knex, run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const counted = (query: { sql: string }) => {
    if (!/pg_(current|last)_wal_/.test(query.sql)) count++;
  };
  knex.on('query', counted);
  try {
    await run();
  } finally {
    knex.off('query', counted);
  }
  return count;
}

/** Counts the connections asked of a knex's pool while `run` runs: tries, answered or refused. */
async function connectionsAskedOf(knex: Knex, run: () => Promise<unknown>): Promise<number> {
  const client = knex.client as { acquireConnection(): Promise<unknown> };
  const acquire = client.acquireConnection;
  let count = 0;
  client.acquireConnection = function (this: unknown) {
    count++;
    return acquire.call(this);
  };
  try {
    await run();
  } finally {
    client.acquireConnection = acquire;
  }
  return count;
}

describe('a read replica that is down', () => {
  let db: TestDatabase;
  let app: TestApp;
  let fixture: ScheduleFixture;
  /** Checks that pass or fail as the test says; its reads go to a port nothing listens on. */
  const probe = { up: false };
  const fakeProbe: ReplicaProbe = {
    primaryPosition: async () => '0/100',
    replayedPosition: async () => {
      if (!probe.up)
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
      return '0/100';
    },
  };
  const closedKnex = createKnex({
    databaseUrl: CLOSED_REPLICA_URL,
    connectTimeoutMs: 1_000,
    log: { warn: () => {} },
  });
  const readReplica = new ReadReplica(closedKnex, new ReplicaMonitor(fakeProbe, { maxLagMs: 5_000 }));

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ knex: db.knex, readReplica, env: { METRICS_TOKEN } });
    fixture = await createSchedule(db.knex, { maxSeats: 5 });
  });
  afterAll(async () => {
    await app?.close();
    await readReplica.close();
    await db?.destroy();
  });

  it('is seen down by its monitor (DATABASE_REPLICA_URL on a closed port)', async () => {
    const closed = openReadReplica(db.knex, {
      databaseReplicaUrl: CLOSED_REPLICA_URL,
      databaseReplicaMaxLagMs: 5_000,
    });
    try {
      await closed?.monitor.check();
      expect(closed?.monitor.state).toBe('down');
    } finally {
      await closed?.close();
    }
  });

  it('sends the public reads to the primary while its checks fail: 200, not a try on the replica', async () => {
    await readReplica.monitor.check();
    expect(readReplica.monitor.state).toBe('down');
    const tries = await connectionsAskedOf(closedKnex, async () => {
      expect(await workshopTitle(app, fixture)).toEqual({ status: 200, title: 'Prompt engineering' });
      const list = await app.json<{ data: unknown[] }>('/v1/public/workshop-schedules');
      expect([list.status, list.body.data.length]).toEqual([200, 1]);
      expect((await app.json('/v1/public/users')).status).toBe(200);
      expect((await app.json('/v1/public/job-postings')).status).toBe(200);
    });
    expect(tries).toBe(0);
    expect(await metric(app, 'exceed_db_replica_serving')).toBe(0);
    expect(await metric(app, 'exceed_db_replica_lag_seconds')).toBe(Number.POSITIVE_INFINITY);
  });

  it('reads again on the primary when the replica goes away under a read, and stops sending reads there', async () => {
    probe.up = true;
    await readReplica.monitor.check();
    expect(readReplica.monitor.serving).toBe(true);
    const tries = await connectionsAskedOf(closedKnex, async () => {
      expect(await workshopTitle(app, fixture)).toEqual({ status: 200, title: 'Prompt engineering' });
    });
    expect(tries).toBeGreaterThan(0);
    expect(readReplica.monitor.state).toBe('down');
    expect(await connectionsAskedOf(closedKnex, () => workshopTitle(app, fixture))).toBe(0);
  });
});

const replicaBase = process.env.DATABASE_REPLICA_URL?.trim();
const onReplica = Boolean(process.env.DATABASE_URL?.trim() && replicaBase);

/** Most a test takes the replica's lag: long enough for a request under load, short enough to wait for. */
const MAX_LAG_MS = 2_000;

describe.skipIf(!onReplica)(
  'on a PostgreSQL streaming replica (skipped without DATABASE_URL and DATABASE_REPLICA_URL: .ci/start-replica makes one)',
  () => {
    let db: TestDatabase;
    let app: TestApp;
    let readReplica: ReadReplica;
    let fixture: ScheduleFixture;
    let replicaPort: number;

    /** The replica's own knex, as superuser: pauses and resumes its replay. */
    const replay = async (action: 'pause' | 'resume') => {
      await readReplica.knex.raw(`select pg_wal_replay_${action}()`);
    };

    beforeAll(async () => {
      db = await createTestDatabase();
      // The test's database, created on the primary, on the replica: the same name.
      const url = new URL(replicaBase ?? '');
      url.pathname = new URL(db.url ?? '').pathname;
      replicaPort = Number(url.port || 5432);
      readReplica = openReadReplica(
        db.knex,
        { databaseReplicaUrl: url.toString(), databaseReplicaMaxLagMs: MAX_LAG_MS },
        undefined,
        { intervalMs: 100 },
      ) as ReadReplica;
      readReplica.start();
      app = await startTestApp({ knex: db.knex, readReplica, env: { METRICS_TOKEN } });
      fixture = await createSchedule(db.knex, { maxSeats: 5, priceMinor: 1000 });
      // The database and the fixture replicate in milliseconds; the monitor's first checks may meet the
      // database not yet created there.
      await waitFor(() => readReplica.monitor.serving, 15_000, 'the replica serving');
      await waitFor(
        async () => (await workshopTitle(app, fixture)).status === 200,
        15_000,
        'the fixture replicated',
      );
    });
    afterAll(async () => {
      await readReplica?.knex.raw('select pg_wal_replay_resume()').catch(() => {});
      await app?.close();
      await readReplica?.close();
      await db?.destroy();
    });

    it('reads the public marketplace on the replica, a signed-in caller and a price on the primary', async () => {
      const server = (auth?: object) =>
        publicRead({ knex: db.knex, readReplica, state: { auth } }, async (knex) => {
          const result = await knex.raw('select pg_is_in_recovery() as standby, inet_server_port() as port');
          return (result as { rows: Array<{ standby: boolean; port: number }> }).rows[0];
        });
      expect(await server()).toEqual({ standby: true, port: replicaPort });
      expect(await server({})).toMatchObject({ standby: false });

      const onPrimary = await queriesOn(db.knex, async () => {
        const onReplica = await queriesOn(readReplica.knex, async () => {
          expect((await workshopTitle(app, fixture)).status).toBe(200);
          expect((await app.json(`/v1/public/workshop-schedules/${fixture.schedule.id}`)).status).toBe(200);
          expect((await app.json('/v1/public/workshop-schedules')).status).toBe(200);
          expect((await app.json(`/v1/public/users/${fixture.coach.id}`)).status).toBe(200);
          expect((await app.json('/v1/public/job-postings')).status).toBe(200);
        });
        expect(onReplica).toBeGreaterThanOrEqual(5);
      });
      expect(onPrimary).toBe(0);

      const priced = await queriesOn(readReplica.knex, async () => {
        const price = await app.json(`/v1/public/workshop-schedules/${fixture.schedule.id}/price?seats=2`);
        expect(price.status).toBe(200);
      });
      expect(priced).toBe(0);
      expect(await metric(app, 'exceed_db_replica_serving')).toBe(1);
      expect(await metric(app, 'exceed_db_replica_lag_seconds')).toBeLessThan(MAX_LAG_MS / 1000);
    });

    it('answers what the replica replayed while it is within the max lag, then the primary', async () => {
      const user = await createUser(db.knex);
      const headers = await bearerFor(db.knex, user);
      await waitFor(() => readReplica.monitor.serving, 10_000, 'the replica serving');
      try {
        await replay('pause');
        await waitFor(
          async () => {
            const state = await readReplica.knex.raw('select pg_get_wal_replay_pause_state() as state');
            return (state as { rows: Array<{ state: string }> }).rows[0]?.state === 'paused';
          },
          5_000,
          'replay paused',
        );
        await Workshop.forTenant(fixture.team.id, db.knex)
          .findById(fixture.schedule.workshopId)
          .patch({ title: 'Renamed while paused', priceMinor: 2500 });
        const writtenAt = Date.now();

        // Within the max lag: a visitor reads the replica, which has not replayed the change...
        expect(await workshopTitle(app, fixture)).toEqual({ status: 200, title: 'Prompt engineering' });
        const detail = `/v1/public/workshop-schedules/${fixture.schedule.id}`;
        const asVisitor = await app.json<{ data: { workshop: { title: string } } }>(detail);
        expect(asVisitor.body.data.workshop.title).toBe('Prompt engineering');
        // ...while a signed-in caller, and the price (money), read the primary.
        const signedIn = await app.json<{ data: { workshop: { title: string } } }>(detail, { headers });
        expect(signedIn.body.data.workshop.title).toBe('Renamed while paused');
        const price = await app.json<{ data: { unitPrice: number } }>(`${detail}/price?seats=1`);
        expect(price.body.data.unitPrice).toBe(25);
        // (Meaningful only if all of that was read before the lag could pass the max.)
        expect(Date.now() - writtenAt).toBeLessThan(MAX_LAG_MS);
        expect(readReplica.monitor.state).toBe('serving');

        // Past it, the replica lags and the primary answers.
        await waitFor(
          async () => (await workshopTitle(app, fixture)).title === 'Renamed while paused',
          MAX_LAG_MS + 10_000,
          'the page read on the primary',
        );
        // One check's time of slack: the primary's position is read a moment after the check starts.
        expect(Date.now() - writtenAt).toBeGreaterThanOrEqual(MAX_LAG_MS - 250);
        expect(readReplica.monitor.state).toBe('lagging');
      } finally {
        await replay('resume');
      }
      // Replay resumed, the replica catches up and serves again, the change and all.
      await waitFor(() => readReplica.monitor.serving, 10_000, 'the replica serving again');
      const onReplica = await queriesOn(readReplica.knex, async () => {
        expect(await workshopTitle(app, fixture)).toEqual({ status: 200, title: 'Renamed while paused' });
      });
      expect(onReplica).toBeGreaterThan(0);
    });
  },
);
