import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { loadConfig } from './config.ts';

/** The process as `npm start` runs it, on this run's database kind, with JSON log lines collected. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (msg: RegExp, timeoutMs = 45_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const line = lines.find((entry) => msg.test(String(entry.msg)));
      if (line) return line;
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no log line ${msg}; stderr: ${stderr}`);
  };
  return { child, lines, exited, waitFor, stderr: () => stderr };
}

/** Waits until `check` answers something other than undefined; `what` names it when it never does. */
async function eventually<T>(check: () => T | undefined, what: string, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** GET on a connection of its own (the cluster hands each new connection to the next worker). */
function getAlone(port: number, path: string, requestId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({
      host: '127.0.0.1',
      port,
      path,
      agent: false,
      headers: { 'X-Request-Id': requestId },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

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
    expect(await res.json()).toEqual({ data: { status: 'ok', db: 'ok' } });

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
});
