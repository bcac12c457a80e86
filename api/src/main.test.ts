import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eventually, getAlone, readAlone, startMain } from '../test/main-process.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { loadConfig } from './config.ts';

/** The processes `pid` started, from the process listing. */
const childrenOf = (pid: number) =>
  spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('main.ts', () => {
  // On a server, main gets a fresh database of its own; on PGlite it opens one in its DATA_DIR.
  let db: TestDatabase | undefined;
  let running: ChildProcess | undefined;
  beforeAll(async () => {
    if (loadConfig(process.env).databaseUrl) db = await createTestDatabase();
  });
  afterAll(async () => {
    if (running?.exitCode === null) running.kill('SIGKILL');
    await db?.destroy();
  });

  it('migrates, serves, and on SIGTERM finishes, closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'exceed-main-'));
    const main = startMain({
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      ...(db?.url ? { DATABASE_URL: db.url } : {}),
    });
    running = main.child;
    await main.waitFor(/^database ready$/);
    const listening = await main.waitFor(/^listening on /);
    const base = `http://127.0.0.1:${listening.port}`;
    const res = await fetch(`${base}/v1/health`);
    expect(await res.json()).toEqual({ data: { status: 'ok', db: 'ok', mail: 'ok' } });

    // A large answer still being read when the signal comes is finished, not cut.
    const asset = 'swagger-ui-bundle.js';
    const inFlight = await fetch(`${base}/v1/docs/assets/${asset}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const reader = inFlight.body?.getReader();
    const first = await reader?.read();
    main.child.kill('SIGTERM');
    let received = first?.value?.byteLength ?? 0;
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      received += chunk.value.byteLength;
    }
    const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    expect(received).toBe(statSync(join(swaggerDir, asset)).size);

    expect(await main.exited).toBe(0);
    expect(main.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['shutting down: finishing in-flight requests', 'stopped']),
    );
  });

  it.runIf(loadConfig(process.env).databaseUrl)(
    'with a PostgreSQL server, serves from WEB_CONCURRENCY workers: prepared once, a dead one replaced, all stopped by SIGTERM',
    async () => {
      // A database of its own, never seeded, so the primary's one seeding shows.
      const own = await createTestDatabase();
      onTestFinished(() => own.destroy());
      const dataDir = mkdtempSync(join(tmpdir(), 'exceed-cluster-'));
      const main = startMain({
        DATA_DIR: dataDir,
        WEB_ROOT: dataDir,
        DATABASE_URL: own.url ?? '',
        WEB_CONCURRENCY: '2',
      });
      running = main.child;
      const primary = main.child.pid ?? 0;
      const said = (msg: RegExp) => main.lines.filter((line) => msg.test(String(line.msg)));
      const listeningPids = () => new Set(said(/^listening on /).map((line) => Number(line.pid)));
      const workers = await eventually(
        () => (listeningPids().size === 2 ? [...listeningPids()] : undefined),
        'two workers listening',
      );
      expect(workers).not.toContain(primary);
      expect(childrenOf(primary).sort()).toEqual([...workers].sort());
      const port = Number(said(/^listening on /)[0]?.port);

      // Each connection goes to the next worker: both answer, as their request lines say.
      const ids = Array.from({ length: 10 }, (_, i) => `cluster-${i}`);
      for (const id of ids) expect(await getAlone(port, '/v1/health', id)).toBe(200);
      const answeredBy = await eventually(() => {
        const lines = said(/^request$/).filter((line) => ids.includes(String(line.requestId)));
        return lines.length === ids.length ? new Set(lines.map((line) => Number(line.pid))) : undefined;
      }, 'a request line for every request');
      expect([...answeredBy].sort()).toEqual([...workers].sort());

      // A dead worker is replaced, and the new one answers too.
      process.kill(workers[0] ?? 0, 'SIGKILL');
      const replacement = await eventually(
        () => [...listeningPids()].find((pid) => !workers.includes(pid)),
        'a replacement listening',
      );
      expect(childrenOf(primary).sort()).toEqual([workers[1], replacement].sort());
      let asked = 0;
      await eventually(() => {
        getAlone(port, '/v1/health', `after-${asked++}`).catch(() => 0);
        return said(/^request$/).find((line) => line.pid === replacement);
      }, 'a request answered by the replacement');

      // The database was migrated and seeded once, by the primary, before any worker started.
      expect(said(/^database ready$/).map((line) => line.pid)).toEqual([primary]);
      expect(said(/^demo data added/).map((line) => line.pid)).toEqual([primary]);

      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
      for (const pid of [workers[1] ?? 0, replacement]) expect(isRunning(pid)).toBe(false);
      // Every process says it stopped: the two workers, then the primary.
      const stopped = await eventually(
        () => (said(/^stopped$/).length === 3 ? said(/^stopped$/).map((line) => line.pid) : undefined),
        'three processes saying they stopped',
      );
      expect(stopped.sort()).toEqual([primary, workers[1], replacement].sort());
    },
    90_000,
  );

  it.runIf(loadConfig(process.env).databaseUrl)(
    'with a cluster, a scrape of /metrics counts the requests of every worker, whichever worker takes it',
    async () => {
      const own = await createTestDatabase();
      onTestFinished(() => own.destroy());
      const dataDir = mkdtempSync(join(tmpdir(), 'exceed-cluster-'));
      const token = 'cluster-scrape-token-for-tests';
      const main = startMain({
        DATA_DIR: dataDir,
        WEB_ROOT: dataDir,
        DATABASE_URL: own.url ?? '',
        WEB_CONCURRENCY: '2',
        METRICS_TOKEN: token,
      });
      running = main.child;
      const said = (msg: RegExp) => main.lines.filter((line) => msg.test(String(line.msg)));
      const workers = await eventually(() => {
        const pids = new Set(said(/^listening on /).map((line) => Number(line.pid)));
        return pids.size === 2 ? [...pids] : undefined;
      }, 'two workers listening');
      const port = Number(said(/^listening on /)[0]?.port);
      const answeredBy = async (ids: string[]) =>
        eventually(() => {
          const lines = said(/^request$/).filter((line) => ids.includes(String(line.requestId)));
          return lines.length === ids.length
            ? [...new Set(lines.map((line) => Number(line.pid)))]
            : undefined;
        }, 'a request line for every request');

      const probes = Array.from({ length: 10 }, (_, i) => `probe-${i}`);
      for (const id of probes) expect(await getAlone(port, '/v1/health/live', id)).toBe(200);
      expect((await answeredBy(probes)).sort()).toEqual([...workers].sort());

      const scrapes = Array.from({ length: 4 }, (_, i) => `scrape-${i}`);
      for (const id of scrapes) {
        const res = await readAlone(port, '/metrics', {
          Authorization: `Bearer ${token}`,
          'X-Request-Id': id,
        });
        expect(res.status).toBe(200);
        // Each worker answered some of the ten; every scrape sees all ten.
        expect(res.text).toContain(
          'exceed_http_requests_total{method="GET",route="/v1/health/live",status="200"} 10\n',
        );
        expect(res.text).toMatch(/^exceed_db_pool_idle \d+$/m);
        // The database's readings once, not once per worker.
        expect(res.text.match(/^# TYPE exceed_seats_held gauge$/gm)).toHaveLength(1);
      }
      expect((await answeredBy(scrapes)).sort()).toEqual([...workers].sort());
      const refused = await readAlone(port, '/metrics', { Authorization: 'Bearer not-the-token-at-all' });
      expect(refused.status).toBe(401);

      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
    },
    90_000,
  );

  it.runIf(!loadConfig(process.env).databaseUrl)(
    'with the embedded PGlite, a second process on the same DATA_DIR refuses to start, saying why',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'exceed-main-'));
      const first = startMain({ DATA_DIR: dataDir, WEB_ROOT: dataDir });
      running = first.child;
      await first.waitFor(/^listening on /);
      const second = startMain({ DATA_DIR: dataDir, WEB_ROOT: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.lines.map((line) => line.msg)).toContainEqual(
        expect.stringContaining(`is in use by process ${first.child.pid}`),
      );
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    },
    60_000,
  );

  it.runIf(!loadConfig(process.env).databaseUrl)(
    'with the embedded PGlite, stays one process whatever WEB_CONCURRENCY says',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'exceed-main-'));
      const main = startMain({ DATA_DIR: dataDir, WEB_ROOT: dataDir, WEB_CONCURRENCY: '2' });
      running = main.child;
      const listening = await main.waitFor(/^listening on /);
      for (const id of ['alone-1', 'alone-2', 'alone-3']) {
        expect(await getAlone(Number(listening.port), '/v1/health', id)).toBe(200);
      }
      expect(childrenOf(main.child.pid ?? 0)).toEqual([]);
      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
      expect(main.lines.filter((line) => /^listening on /.test(String(line.msg)))).toHaveLength(1);
      expect(main.lines.some((line) => line.msg === 'worker started')).toBe(false);
    },
    60_000,
  );

  it('refuses to start on invalid configuration, saying why', async () => {
    const main = startMain({ PORT: 'eighty' });
    expect(await main.exited).toBe(1);
    expect(main.stderr()).toContain('PORT must be an integer from 0 to 65535 (got "eighty")');
  });

  it(".env.example's production settings do not start until every stand-in is filled, each one named", async () => {
    const example = readFileSync(join(import.meta.dirname, '..', '..', '.env.example'), 'utf8');
    const settings = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const main = startMain({
      ...settings,
      DATABASE_URL: 'postgresql://exceed@127.0.0.1:1/exceed',
      PORT: '0',
    });
    expect(await main.exited).toBe(1);
    for (const setting of ['STRIPE_SECRET_KEY', 'SMTP_URL', 'MAIL_FROM']) {
      expect(main.stderr()).toContain(setting);
    }
  });
});
