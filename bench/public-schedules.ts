/**
 * GET /v1/public/workshop-schedules against the budget of DESIGN.md "Budgets": at 50 connections, page 1 at
 * least 0.95x the requests/s of a raw node:http + pg server running the same SQL and at least 0.9x its CPU
 * per request (the app's CPU per request at most raw's / 0.9); p99 under 50 ms for page 1, a deep page, a
 * search word and a filter combination at 1,000,000 schedules.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/public-schedules.ts
 *   npm run bench:schedules
 *
 * For each size (100,000, then 1,000,000 schedules; BENCH_SIZES=100000 for one) it creates a database of
 * its own on that server (exceed_bench_schedules_<time>, dropped at the end), migrates it and seeds it
 * (public-schedules-seed.ts), then measures each shape, app and raw one after the other so they never
 * compete for the CPU (the first to run alternates):
 *   - page 1: three rounds, judging the median ratios and the worst p99;
 *   - a deep page (90% of the way through the list, read by keyset after the cursor of the page before it,
 *     as "Next" reads it: docs/decisions/0110), a search word (ranked, docs/decisions/0109) and a filter
 *     combination: one round each.
 *   (a) the real app (createApp, with its logging, compression and validation, as main.ts runs it);
 *   (b) a raw node:http + pg server running the exact statements of the app's query builder (PageStatements,
 *       the same count), with the same remembered total (MarketplaceTotals), so both do the same database work.
 * Beside requests/s, each server's CPU time per request is printed (from /proc): it hardly moves with the
 * machine's other load, so it shows what a change saved even when the ratio of one run is noisy. The first
 * request of each shape (its count not yet remembered) is timed too: what the first visitor waits.
 * Each server runs in a child process (this file with `serve app|raw`), so autocannon, in this process,
 * does not share their event loop. LOG_LEVEL (default info) applies to the app; its log goes to /dev/null.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import pg from 'pg';
import { createKnex } from '../api/src/db/knex.ts';
import {
  countKey,
  cursorKeyOf,
  MarketplaceTotals,
  PageStatements,
  type PublicScheduleFilters,
  pageOf,
  publicScheduleCountQuery,
} from '../api/src/modules/public-schedules/public-schedule-query.ts';
import { presentPublicSchedule } from '../api/src/presenters/present-workshop-schedule.ts';
import type { PublicScheduleRow } from '../api/src/presenters/public-schedule-row.ts';
import { seedSchedules } from './public-schedules-seed.ts';
import {
  benchDatabaseUrl,
  cpuMicros,
  reportPort,
  serveApp,
  startChild,
  stopChild,
  withBenchDatabase,
} from './support.ts';

const BASE = '/v1/public/workshop-schedules';
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 3;
/** Side-by-side rounds of page 1; the ratios judged are their median (one round on a shared 2-core machine is noisy). */
const ROUNDS = 3;
const PER_PAGE = 10;
const RATIO_BUDGET = 0.95;
const CPU_RATIO_BUDGET = 0.9;
const P99_BUDGET_MS = 50;
/** The size at which every shape's p99 is judged. */
const P99_SIZE = 1_000_000;
const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);

/** The shapes measured: the query of each (the deep page's is made once the list is seeded). */
type Shape = 'page 1' | 'deep page' | 'search' | 'filters';
const SEARCH = '?q=prompt&page=1';
const FILTERS = '?level=ADVANCED&mode=ONLINE&country=DE&maxPrice=200&page=1';

/** The part of autocannon's result this benchmark reads (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

/** The filters, page and cursor of a marketplace query string, as the route's validation leaves them. */
function parseQuery(url: string): {
  filters: PublicScheduleFilters;
  page: number;
  cursor: string | undefined;
} {
  const params = new URL(url, 'http://raw').searchParams;
  const filters: PublicScheduleFilters = {};
  for (const name of ['q', 'level', 'mode', 'country'] as const) {
    const value = params.get(name);
    if (value !== null) Object.assign(filters, { [name]: value });
  }
  const maxPrice = params.get('maxPrice');
  if (maxPrice !== null) filters.maxPrice = Number(maxPrice);
  return {
    filters,
    page: Math.max(1, Number(params.get('page')) || 1),
    cursor: params.get('cursor') ?? undefined,
  };
}

/** Child process: node:http + pg running the app's statements, compiled once by its query builder. */
async function serveRaw(databaseUrl: string): Promise<http.Server> {
  // knex only compiles here (its pool opens on the first query, which never comes).
  const knex = createKnex({ databaseUrl });
  // The statements exactly as the app sends them (runPrepared): name, native text and values.
  const statements = new PageStatements();
  const counts = new Map<string, { sql: string; bindings: readonly Knex.Value[] }>();
  // The same pool size as the app's knex (db/knex.ts: max 10).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // The same remembered total as the app's (the count is part of the query path, not of the framework).
  const totals = new MarketplaceTotals();
  return http
    .createServer((req, res) => {
      const { filters, page, cursor } = parseQuery(req.url ?? '/');
      const request = { page, perPage: PER_PAGE };
      const statement = statements.get(
        knex,
        filters,
        request,
        cursor === undefined ? undefined : cursorKeyOf(filters, cursor),
      );
      const key = countKey(filters);
      let count = counts.get(key);
      if (!count) {
        count = publicScheduleCountQuery(knex, filters).toSQL().toNative();
        counts.set(key, count);
      }
      const { sql, bindings } = count;
      Promise.all([
        pool.query<PublicScheduleRow>({
          name: statement.name,
          text: statement.text,
          values: [...statement.values],
        }),
        totals.read(key, async () =>
          Number((await pool.query<{ total: string }>(sql, [...bindings])).rows[0]?.total ?? 0),
        ),
      ])
        .then(([rows, total]) => {
          const found = pageOf(filters, request, rows.rows, total);
          const body = JSON.stringify({ data: found.items.map(presentPublicSchedule), meta: found.meta });
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
          });
          res.end(body);
        })
        .catch((error: unknown) => {
          res.writeHead(500).end(String(error));
        });
    })
    .listen(0, '127.0.0.1');
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** The server process's CPU time per answered request, in microseconds (Linux), if known. */
  cpuPerRequest: number | undefined;
  /** Milliseconds of the first request (its count not remembered yet). */
  firstMs: number;
}

async function measure(kind: 'app' | 'raw', databaseUrl: string, path: string): Promise<Figures> {
  const { url, child } = await startChild(import.meta.filename, kind, databaseUrl);
  try {
    const started = performance.now();
    const check = await fetch(`${url}${path}`);
    const body = (await check.json()) as { data: unknown[]; meta: { total: number } };
    const firstMs = performance.now() - started;
    if (check.status !== 200 || body.data.length === 0) {
      throw new Error(`${kind} ${path}: ${check.status}, ${body.data?.length} items`);
    }
    const run = autocannon as unknown as Autocannon;
    await run({ url: `${url}${path}`, connections: CONNECTIONS, duration: WARMUP_S });
    const cpuBefore = cpuMicros(child.pid);
    const result = await run({ url: `${url}${path}`, connections: CONNECTIONS, duration: DURATION_S });
    const cpuAfter = cpuMicros(child.pid);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
      cpuPerRequest:
        cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
          ? undefined
          : (cpuAfter - cpuBefore) / result.requests.total,
      firstMs,
    };
  } finally {
    await stopChild(child);
  }
}

/**
 * The deep page's query: the page 90% of the way through the list, after the cursor of the page before it
 * (read once, by its number, from a server of the app).
 */
async function deepPath(databaseUrl: string): Promise<string> {
  const { url, child } = await startChild(import.meta.filename, 'app', databaseUrl);
  try {
    const first = (await (await fetch(`${url}${BASE}?page=1`)).json()) as { meta: { lastPage: number } };
    const page = Math.max(2, Math.floor(first.meta.lastPage * 0.9));
    const before = (await (await fetch(`${url}${BASE}?page=${page - 1}`)).json()) as {
      meta: { nextCursor: string | null };
    };
    if (!before.meta.nextCursor) throw new Error(`no cursor after page ${page - 1}`);
    return `?page=${page}&cursor=${before.meta.nextCursor}`;
  } finally {
    await stopChild(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const cpu = (f: Figures) => (f.cpuPerRequest === undefined ? '   ?' : f.cpuPerRequest.toFixed(0).padStart(4));
const row = (label: string, f: Figures) =>
  `    ${label}  ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   CPU ${cpu(f)} µs/request   first ${f.firstMs.toFixed(0).padStart(4)} ms   failures ${f.failures}`;

/** Measures one size; answers whether its budgets hold. */
async function measureSize(size: number, url: string, knex: Knex): Promise<boolean> {
  const seeding = performance.now();
  await seedSchedules(knex, size);
  console.log(
    `${size.toLocaleString('en')} schedules, seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const shapes: Array<[Shape, string, number]> = [
    ['page 1', '?page=1', ROUNDS],
    ['deep page', await deepPath(url), 1],
    ['search', SEARCH, 1],
    ['filters', FILTERS, 1],
  ];
  let ok = true;
  for (const [shape, query, rounds] of shapes) {
    console.log(`  ${shape}: GET ${BASE}${query.length > 60 ? `${query.slice(0, 60)}…` : query}`);
    const results: Array<{ raw: Figures; app: Figures }> = [];
    for (let round = 1; round <= rounds; round++) {
      // Alternating which goes first, so neither always meets a warmer (or busier) machine.
      const order: Array<'raw' | 'app'> = round % 2 === 1 ? ['raw', 'app'] : ['app', 'raw'];
      const figures: Partial<Record<'raw' | 'app', Figures>> = {};
      for (const kind of order) figures[kind] = await measure(kind, url, `${BASE}${query}`);
      const { raw, app } = figures as { raw: Figures; app: Figures };
      results.push({ raw, app });
      console.log(row('raw node:http + pg', raw));
      console.log(row('app (Koa)         ', app));
    }
    const ratio = median(results.map(({ raw, app }) => app.rps / raw.rps));
    const cpuRatio = median(
      results.map(
        ({ raw, app }) => (raw.cpuPerRequest ?? 0) / (app.cpuPerRequest ?? Number.POSITIVE_INFINITY),
      ),
    );
    const worstP99 = Math.max(...results.map(({ app }) => app.p99));
    const failures = results.reduce((sum, { raw, app }) => sum + raw.failures + app.failures, 0);
    const verdicts: string[] = [];
    if (shape === 'page 1') {
      const held = ratio >= RATIO_BUDGET && cpuRatio >= CPU_RATIO_BUDGET;
      verdicts.push(
        `req/s ratio (budget ≥ ${RATIO_BUDGET}) and CPU ratio raw/app (budget ≥ ${CPU_RATIO_BUDGET}): ${held ? 'hold' : 'MISSED'}`,
      );
      ok &&= held;
    }
    if (size >= P99_SIZE) {
      const held = worstP99 < P99_BUDGET_MS;
      verdicts.push(`p99 (budget < ${P99_BUDGET_MS} ms): ${held ? 'holds' : 'MISSED'}`);
      ok &&= held;
    }
    ok &&= failures === 0;
    console.log(
      `  ${size.toLocaleString('en')} ${shape}: app/raw req/s ${ratio.toFixed(2)}, CPU raw/app ${cpuRatio.toFixed(2)}${rounds > 1 ? ` (median of ${rounds})` : ''}, app p99 ${worstP99} ms${verdicts.length ? `; ${verdicts.join('; ')}` : ''}`,
    );
  }
  return ok;
}

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl();
  if (!databaseUrl) return;
  console.log(
    `${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARMUP_S} s warm-up); page 1 in ${ROUNDS} rounds, the other shapes in one`,
  );
  let ok = true;
  for (const size of SIZES) {
    await withBenchDatabase(databaseUrl, 'schedules', async (url, knex) => {
      ok = (await measureSize(size, url, knex)) && ok;
    });
  }
  if (!ok) process.exitCode = 1;
}

if (process.argv[2] === 'serve') {
  const kind = process.argv[3];
  const databaseUrl = process.argv[4] ?? '';
  reportPort(kind === 'app' ? await serveApp(databaseUrl) : await serveRaw(databaseUrl));
} else {
  await main();
}
