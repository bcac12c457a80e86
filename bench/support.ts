/**
 * What the API benchmarks share: a database of their own on the PostgreSQL server, the real app serving
 * it in a child process (so the load generator never shares its event loop), and percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { createApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { createKnex } from '../api/src/db/knex.ts';
import { migrateLatest } from '../api/src/db/migrate.ts';
import { createLogger } from '../api/src/logger.ts';
import { openPaymentGateway } from '../api/src/payments/payment-gateway.ts';

/** DATABASE_URL, or a message saying how to set it (the benchmarks measure the PostgreSQL server). */
export function benchDatabaseUrl(): string | undefined {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL server (postgres://postgres@127.0.0.1:5432/postgres).');
    process.exitCode = 1;
  }
  return databaseUrl;
}

/**
 * Runs `work` on a fresh, migrated database `exceed_bench_<label>_<time>` of the server `databaseUrl`
 * names, dropped afterwards whatever happens.
 */
export async function withBenchDatabase(
  databaseUrl: string,
  label: string,
  work: (url: string, knex: Knex) => Promise<void>,
): Promise<void> {
  const name = `exceed_bench_${label}_${Date.now()}`;
  const admin = createKnex({ databaseUrl });
  await admin.raw(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const knex = createKnex({ databaseUrl: url.toString() });
  try {
    await warnWithoutMallocThresholds(knex);
    await migrateLatest(knex);
    await work(url.toString(), knex);
  } finally {
    await knex.destroy();
    await admin.raw(`drop database if exists ${name} with (force)`);
    await admin.destroy();
  }
}

/**
 * Says so when the server measured runs on this machine without the malloc thresholds of docs/deploying.md
 * (docs/decisions/0112): its backends would fault their memory in again for every statement, and the
 * figures would not be the deployed server's. Silent when the server's process cannot be read (another
 * machine, another user).
 */
async function warnWithoutMallocThresholds(knex: Knex): Promise<void> {
  const { rows } = (await knex.raw('select pg_backend_pid() as pid')) as { rows: Array<{ pid: number }> };
  let environment: string;
  try {
    environment = readFileSync(`/proc/${rows[0]?.pid}/environ`, 'latin1');
  } catch {
    return;
  }
  if (!environment.includes('glibc.malloc.trim_threshold='))
    console.warn(
      'PostgreSQL runs without GLIBC_TUNABLES (docs/deploying.md, "PostgreSQL\'s memory between statements"): its figures here are not a deployed server\'s.',
    );
}

/** The real app as main.ts runs it (logging, compression, validation) on a spare port of 127.0.0.1. */
export async function serveApp(databaseUrl: string): Promise<http.Server> {
  const config = loadConfig({ ...process.env, ...productionEnv(databaseUrl) });
  const knex = createKnex({ databaseUrl });
  const payments = await openPaymentGateway(config);
  const server = createApp({ config, knex, logger: createLogger(config), payments }).listen(0, '127.0.0.1');
  server.once('listening', () => {
    const address = server.address();
    if (typeof address === 'object' && address) payments.listening(address.port);
  });
  return server;
}

/**
 * The settings of a production-like API on `databaseUrl` with folders of its own (nothing to serve but the
 * API). APP_ENV=test: production would refuse the Stripe emulator and the mail outbox a bench runs on.
 */
function productionEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    APP_ENV: 'test',
    DEMO_DATA: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    WEB_ROOT: mkdtempSync(path.join(tmpdir(), 'exceed-bench-web-')),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'exceed-bench-data-')),
  };
}

/**
 * The API exactly as `npm start` runs it with a PostgreSQL server: api/src/main.ts, a node:cluster of one
 * worker per core (WEB_CONCURRENCY overrides) with the Stripe emulator in its primary, on a free port.
 * `env` adds settings (STRIPE_EMULATOR_LATENCY_MS). Answers once /v1/health says 200.
 */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...API_NODE_FLAGS, ...profileFlags(), API_MAIN], {
    env: { ...process.env, ...productionEnv(databaseUrl), PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the API exited (${code})`))),
  );
  const healthy = (async () => {
    for (;;) {
      const ok = await fetch(`${url}/v1/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([healthy, exited]);
  return { url, child };
}

const API_MAIN = fileURLToPath(new URL('../api/src/main.ts', import.meta.url));

/** A TCP port of 127.0.0.1 that is free now. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The Node flags the API runs with (`npm start`, package.json), given to every server the benchmarks start,
 * the raw ones too, so they compare code, not runtime settings. A young generation of 64 MB semi-spaces:
 * with 50 requests in flight the default (16 MB) was scavenged so often that collecting cost the app
 * ~40 µs a request; at 64 MB, ~18 µs (`node --trace-gc`).
 */
const API_NODE_FLAGS = ['--max-semi-space-size=64'];

/** BENCH_PROFILE=<folder>: a CPU profile of each server process (a cluster's workers too), written there. */
const profileFlags = () =>
  process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];

/**
 * Starts `node <script> serve <kind> <databaseUrl>` and answers its URL once the child reports its port
 * over IPC (BENCH_PROFILE: see profileFlags).
 */
export async function startChild(
  script: string,
  kind: string,
  databaseUrl: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [...API_NODE_FLAGS, ...profileFlags(), script, 'serve', kind, databaseUrl],
    {
      env: process.env,
      // The app's log lines (stdout) are written, as in production, but not kept.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(message)));
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The child side of startChild: reports the server's port to the parent, exits on SIGTERM. */
export function reportPort(server: http.Server): void {
  const report = () => {
    const address = server.address();
    process.send?.(typeof address === 'object' && address ? address.port : 0);
  };
  if (server.listening) report();
  else server.once('listening', report);
  process.once('SIGTERM', () => process.exit(0));
}

/**
 * CPU time (user + system, in microseconds) a process has used so far, from /proc (Linux); undefined
 * elsewhere. Unlike requests/s, the CPU a server spends per request hardly moves with whatever else the
 * machine is doing, so it tells a change's effect on a busy machine too.
 */
export function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks, after the command name in parentheses.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** cpuMicros of a process and its children (a cluster's primary and its workers). */
export function treeCpuMicros(pid: number | undefined): number | undefined {
  const own = cpuMicros(pid);
  if (own === undefined) return undefined;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // Without the children list, the process alone.
  }
  return children.reduce((sum, child) => sum + (cpuMicros(child) ?? 0), own);
}

/** USER_HZ: the unit of /proc's CPU times, 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The p-th percentile (0 to 100) of unsorted samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
