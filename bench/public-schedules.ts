/**
 * GET /v1/public/workshop-schedules against the budget of DESIGN.md "Budgets": at least 0.8x the
 * requests/s of a raw node:http + pg server running the same SQL, and p99 under 50 ms, at 50 connections.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/public-schedules.ts
 *   npm run bench:schedules
 *
 * It creates a database of its own on that server (exceed_bench_schedules_<time>, dropped at the end), migrates it,
 * seeds 1,000 tenants (one coach each), 10,000 workshops and 100,000 schedules with generate_series, then
 * measures, in three rounds, one after the other so they never compete for the CPU (the first to run
 * alternates), judging the median ratio and the worst p99:
 *   (a) the real app (createApp, with its logging, compression and validation, as main.ts runs it);
 *   (b) a raw node:http + pg server running the exact statements of the app's query builder (toSQL()),
 *       with the same remembered total (MarketplaceTotals), so both do the same database work.
 * Beside requests/s, each server's CPU time per request is printed (from /proc): it hardly moves with the
 * machine's other load, so it shows what a change saved even when the ratio of one run is noisy.
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
  MarketplaceTotals,
  PageStatements,
  publicScheduleCountQuery,
} from '../api/src/modules/public-schedules/public-schedule-query.ts';
import { presentPublicSchedule } from '../api/src/presenters/present-workshop-schedule.ts';
import type { PublicScheduleRow } from '../api/src/presenters/public-schedule-row.ts';
import {
  benchDatabaseUrl,
  cpuMicros,
  reportPort,
  serveApp,
  startChild,
  stopChild,
  withBenchDatabase,
} from './support.ts';

const PATH = '/v1/public/workshop-schedules?page=1';
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 3;
/** Side-by-side rounds; the ratio judged is their median (one round on a shared 2-core machine is noisy). */
const ROUNDS = 3;
const PER_PAGE = 10;
const RATIO_BUDGET = 0.8;
const P99_BUDGET_MS = 50;

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

/** Child process: node:http + pg running the app's statements, compiled once by its query builder. */
async function serveRaw(databaseUrl: string): Promise<http.Server> {
  // knex only compiles here (its pool opens on the first query, which never comes).
  const knex = createKnex({ databaseUrl });
  // The statements exactly as the app sends them (runPrepared): name, native text and values.
  const statements = new PageStatements();
  // knex leaves out `offset 0`: page 1 has its own statement, later pages share one.
  const first = statements.get(knex, {}, { page: 1, perPage: PER_PAGE });
  const later = statements.get(knex, {}, { page: 2, perPage: PER_PAGE });
  const count = publicScheduleCountQuery(knex, {}).toSQL().toNative();
  // The only binding is the offset of later pages (the limit is in the text, see publicScheduleListQuery):
  // anything else would mean the SQL is not the app's.
  const bindings = JSON.stringify([first.values, later.values, count.bindings]);
  if (bindings !== JSON.stringify([[], [PER_PAGE], []])) {
    throw new Error(`unexpected bindings: ${bindings}`);
  }
  // The same pool size as the app's knex (db/knex.ts: max 10).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // The same remembered total as the app's (the count is part of the query path, not of the framework).
  const totals = new MarketplaceTotals();
  const countTotal = async () => Number((await pool.query<{ total: string }>(count.sql)).rows[0]?.total ?? 0);
  return http
    .createServer((req, res) => {
      const page = Math.max(1, Number(new URL(req.url ?? '/', 'http://raw').searchParams.get('page')) || 1);
      Promise.all([
        page === 1
          ? pool.query<PublicScheduleRow>({ name: first.name, text: first.text, values: [] })
          : pool.query<PublicScheduleRow>({
              name: later.name,
              text: later.text,
              values: [(page - 1) * PER_PAGE],
            }),
        totals.read(countKey({}), countTotal),
      ])
        .then(([rows, total]) => {
          const body = JSON.stringify({
            data: rows.rows.map(presentPublicSchedule),
            meta: {
              currentPage: page,
              perPage: PER_PAGE,
              total,
              lastPage: Math.max(1, Math.ceil(total / PER_PAGE)),
            },
          });
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

/** Seeds 1,000 tenants, their coaches, 10,000 workshops and 100,000 schedules, in SQL (seconds). */
async function seed(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into tenants (name, slug, plan)
    select 'Team ' || i, 'team-' || i, 'free' from generate_series(1, 1000) i`);
  await knex.raw(`
    insert into users (username, email, status)
    select 'coach' || i, 'coach' || i || '@bench.test', 'active' from generate_series(1, 1000) i`);
  await knex.raw(`
    insert into profiles (user_id, first_name, last_name, headline, phone_number)
    select id, 'First ' || username, 'Last', 'AI coach ' || username, '+1 555 0100' from users`);
  // Ten workshops per tenant, run by its coach (coach<i> for team-<i>); one in ten still a draft.
  await knex.raw(`
    insert into workshops (tenant_id, coach_id, title, slug, description, price_minor, max_seats, status)
    select t.id, u.id, 'Workshop ' || n || ' of ' || t.name, t.slug || '-w' || n,
           'A workshop about scaling with AI, number ' || n,
           1000 + (random() * 49000)::int, 5 + n, case when n = 10 then 'DRAFT' else 'PUBLISHED' end
    from tenants t
    join users u on u.username = 'coach' || substr(t.slug, 6)
    cross join generate_series(1, 10) n`);
  // Ten schedules per workshop from 180 days ago to a year ahead; some drafts, some private.
  await knex.raw(`
    insert into workshop_schedules
      (tenant_id, workshop_id, coach_id, start_date, end_date, country, level, status, visibility, mode)
    select tenant_id, id, coach_id, start, start + interval '3 hours',
           (array['US', 'DE', 'FR', 'GB'])[1 + n % 4],
           (array['BEGINNER', 'INTERMEDIATE', 'ADVANCED'])[1 + n % 3],
           case when n % 5 = 0 then 'DRAFT' else 'PUBLISHED' end,
           case when n % 7 = 0 then 'PRIVATE' else 'PUBLIC' end,
           (array['ONLINE', 'IN-PERSON', 'HYBRID'])[1 + n % 3]
    from (
      select w.*, n, now() + (random() * 545 - 180) * interval '1 day' as start
      from workshops w cross join generate_series(1, 10) n
    ) planned`);
  await knex.raw('analyze');
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** The server process's CPU time per answered request, in microseconds (Linux), if known. */
  cpuPerRequest: number | undefined;
}

async function measure(kind: 'app' | 'raw', databaseUrl: string): Promise<Figures> {
  const { url, child } = await startChild(import.meta.filename, kind, databaseUrl);
  try {
    const check = await fetch(`${url}${PATH}`);
    const body = (await check.json()) as { data: unknown[]; meta: { total: number } };
    console.log(`  ${kind}: ${check.status}, ${body.data.length} items of ${body.meta.total}`);
    const run = autocannon as unknown as Autocannon;
    await run({ url: `${url}${PATH}`, connections: CONNECTIONS, duration: WARMUP_S });
    const cpuBefore = cpuMicros(child.pid);
    const result = await run({ url: `${url}${PATH}`, connections: CONNECTIONS, duration: DURATION_S });
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
    };
  } finally {
    await stopChild(child);
  }
}

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl();
  if (!databaseUrl) return;
  await withBenchDatabase(databaseUrl, 'schedules', async (url, knex) => {
    const seeding = performance.now();
    await seed(knex);
    console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    console.log(
      `GET ${PATH}, ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARMUP_S} s warm-up), ${ROUNDS} rounds`,
    );
    const cpu = (f: Figures) =>
      f.cpuPerRequest === undefined
        ? ''
        : `   server CPU ${f.cpuPerRequest.toFixed(0).padStart(4)} µs/request`;
    const row = (label: string, f: Figures) =>
      `  ${label}  ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   failures ${f.failures}${cpu(f)}`;
    const rounds: Array<{ raw: Figures; app: Figures }> = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternating which goes first, so neither always meets a warmer (or busier) machine.
      const order: Array<'raw' | 'app'> = round % 2 === 1 ? ['raw', 'app'] : ['app', 'raw'];
      const figures: Partial<Record<'raw' | 'app', Figures>> = {};
      for (const kind of order) figures[kind] = await measure(kind, url);
      const { raw, app } = figures as { raw: Figures; app: Figures };
      rounds.push({ raw, app });
      console.log(`round ${round}`);
      console.log(row('raw node:http + pg', raw));
      console.log(row('app (Koa)         ', app));
      console.log(`  ratio app/raw ${(app.rps / raw.rps).toFixed(2)}`);
    }
    const ratios = rounds.map(({ raw, app }) => app.rps / raw.rps).sort((a, b) => a - b);
    const ratio = ratios[Math.floor(ratios.length / 2)] ?? 0;
    const worstP99 = Math.max(...rounds.map(({ app }) => app.p99));
    const failures = rounds.reduce((sum, { raw, app }) => sum + raw.failures + app.failures, 0);
    const ratioOk = ratio >= RATIO_BUDGET;
    const p99Ok = worstP99 < P99_BUDGET_MS;
    console.log(
      `median ratio app/raw ${ratio.toFixed(2)} of ${ROUNDS} rounds (budget ≥ ${RATIO_BUDGET}): ${ratioOk ? 'holds' : 'MISSED'}`,
    );
    console.log(`worst app p99 ${worstP99} ms (budget < ${P99_BUDGET_MS} ms): ${p99Ok ? 'holds' : 'MISSED'}`);
    if (!ratioOk || !p99Ok || failures > 0) process.exitCode = 1;
  });
}

if (process.argv[2] === 'serve') {
  const kind = process.argv[3];
  const databaseUrl = process.argv[4] ?? '';
  reportPort(kind === 'app' ? await serveApp(databaseUrl) : await serveRaw(databaseUrl));
} else {
  await main();
}
