import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import {
  isReplicaFailure,
  publicRead,
  ReadReplica,
  ReplicaMonitor,
  type ReplicaProbe,
} from './read-replica.ts';
import { parseLsn, ReplayLag } from './replay-lag.ts';

/*
 * The read replica's logic without a server: the lag from WAL positions, the monitor's states, and which
 * knex a read gets. read-replica-routes.test.ts runs the routes on a real streaming replica.
 */

describe('parseLsn', () => {
  it('reads PostgreSQL’s WAL positions as numbers that compare', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('0/3000060')).toBe(0x3000060n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('nonsense')).toThrow(/not a WAL position/);
  });
});

describe('ReplayLag', () => {
  it('is 0 for a caught-up replica of an idle primary, however long it stays idle', () => {
    const lag = new ReplayLag();
    for (let at = 0; at <= 60_000; at += 1_000) lag.observe(at, 500n, 500n);
    expect(lag.lagMs(60_500)).toBe(0);
  });

  it('grows with the clock while the replica replays nothing the primary wrote, between checks too', () => {
    const lag = new ReplayLag();
    lag.observe(0, 100n, 100n);
    lag.observe(1_000, 200n, 100n); // the primary wrote; the replica is paused
    expect(lag.lagMs(1_000)).toBe(0);
    expect(lag.lagMs(3_500)).toBe(2_500);
    lag.observe(2_000, 300n, 100n);
    expect(lag.lagMs(6_000)).toBe(5_000); // from the first position it has not replayed
    lag.observe(6_000, 300n, 250n); // replayed past 200, not yet 300
    expect(lag.lagMs(6_000)).toBe(4_000);
    lag.observe(7_000, 300n, 300n);
    expect(lag.lagMs(7_000)).toBe(0);
  });

  it('is unknown (Infinity) until the replica is first seen to have replayed a position of the primary', () => {
    const lag = new ReplayLag();
    lag.observe(0, 900n, 100n); // started far behind: no one knows how far
    expect(lag.lagMs(0)).toBe(Number.POSITIVE_INFINITY);
    lag.observe(1_000, 950n, 920n);
    expect(lag.lagMs(1_000)).toBe(0); // 950 was seen at 1 000 and is not replayed yet
    expect(lag.lagMs(3_000)).toBe(2_000);
  });
});

/** A probe answering positions set by hand, or failing. */
function fakeProbe() {
  const probe = {
    primary: '0/100',
    replayed: '0/100' as string | null,
    failure: undefined as Error | undefined,
    hang: false,
    async primaryPosition() {
      if (probe.failure) throw probe.failure;
      return probe.primary;
    },
    async replayedPosition() {
      if (probe.hang) return new Promise<never>(() => {});
      if (probe.failure) throw probe.failure;
      return probe.replayed;
    },
  };
  return probe satisfies ReplicaProbe;
}

describe('ReplicaMonitor', () => {
  it('serves once a check saw the replica caught up, and lags once it is max lag behind', async () => {
    let now = 0;
    const probe = fakeProbe();
    const monitor = new ReplicaMonitor(probe, { maxLagMs: 2_000, now: () => now });
    expect(monitor.state).toBe('starting');
    expect(monitor.serving).toBe(false);
    await monitor.check();
    expect(monitor.state).toBe('serving');

    probe.primary = '0/200'; // written on the primary, not replayed
    now = 1_000;
    await monitor.check();
    now = 3_000;
    expect(monitor.state).toBe('serving'); // 2 s behind: still within
    now = 3_001;
    expect(monitor.state).toBe('lagging');
    expect(monitor.lagMs).toBe(2_001);

    probe.replayed = '0/200';
    await monitor.check();
    expect(monitor.state).toBe('serving');
  });

  it('is down while the replica fails its checks or a read, until a check succeeds', async () => {
    const probe = fakeProbe();
    const monitor = new ReplicaMonitor(probe, { maxLagMs: 2_000 });
    await monitor.check();
    probe.failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
    await monitor.check();
    expect(monitor.state).toBe('down');
    expect(monitor.lagMs).toBe(Number.POSITIVE_INFINITY);
    probe.failure = undefined;
    await monitor.check();
    expect(monitor.state).toBe('serving');
    monitor.markDown(new Error('Connection terminated unexpectedly'));
    expect(monitor.serving).toBe(false);
    await monitor.check();
    expect(monitor.serving).toBe(true);
  });

  it('counts a check not answered in time as down, and a server not in recovery as no standby', async () => {
    const probe = fakeProbe();
    const monitor = new ReplicaMonitor(probe, { maxLagMs: 2_000, timeoutMs: 20 });
    probe.hang = true;
    await monitor.check();
    expect(monitor.state).toBe('down');
    probe.hang = false;
    probe.replayed = null;
    await monitor.check();
    expect(monitor.state).toBe('not a standby');
    expect(monitor.serving).toBe(false);
  });
});

describe('isReplicaFailure', () => {
  it('takes the replica’s troubles for the primary to answer, not a wrong query', () => {
    const pg = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['ECONNREFUSED', '57P01', '08006', '40001', '3D000', '42P01']) {
      expect(isReplicaFailure(pg(code)), code).toBe(true);
    }
    expect(isReplicaFailure({ nativeError: pg('40001') })).toBe(true);
    expect(isReplicaFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['22P02', '23505', '42601']) expect(isReplicaFailure(pg(code)), code).toBe(false);
    expect(isReplicaFailure(new Error('no code'))).toBe(false);
  });
});

describe('publicRead', () => {
  const primary = { name: 'primary' } as unknown as Knex;
  const replicaKnex = { name: 'replica' } as unknown as Knex;
  const serving = async () => {
    const monitor = new ReplicaMonitor(fakeProbe(), { maxLagMs: 1_000 });
    await monitor.check();
    return new ReadReplica(replicaKnex, monitor);
  };
  const nameOf = async (knex: Knex) => (knex as unknown as { name: string }).name;

  it('reads the primary without a replica, and for a signed-in caller', async () => {
    expect(await publicRead({ knex: primary, state: {} }, nameOf)).toBe('primary');
    const readReplica = await serving();
    expect(await publicRead({ knex: primary, readReplica, state: {} }, nameOf)).toBe('replica');
    expect(await publicRead({ knex: primary, readReplica, state: { auth: {} } }, nameOf)).toBe('primary');
  });

  it('reads the primary while the replica does not serve', async () => {
    const readReplica = await serving();
    readReplica.monitor.markDown(new Error('gone'));
    expect(await publicRead({ knex: primary, readReplica, state: {} }, nameOf)).toBe('primary');
  });

  it('reads again on the primary, once, when the replica fails under the read; a wrong query fails', async () => {
    const readReplica = await serving();
    const tried: string[] = [];
    const dropped = await publicRead({ knex: primary, readReplica, state: {} }, async (knex) => {
      const name = await nameOf(knex);
      tried.push(name);
      if (name === 'replica') throw new Error('Connection terminated unexpectedly');
      return name;
    });
    expect([dropped, tried]).toEqual(['primary', ['replica', 'primary']]);
    expect(readReplica.monitor.state).toBe('down');

    const fresh = await serving();
    const wrong = Object.assign(new Error('syntax error'), { code: '42601' });
    let calls = 0;
    await expect(
      publicRead({ knex: primary, readReplica: fresh, state: {} }, async () => {
        calls++;
        throw wrong;
      }),
    ).rejects.toBe(wrong);
    expect(calls).toBe(1);
    expect(fresh.monitor.serving).toBe(true);
  });
});
