/**
 * The booking rush of DESIGN.md "Budgets", three runs side by side in one invocation:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:bookings
 *
 * 1. 500 concurrent one-seat attempts at a 20-seat schedule: exactly 20 sold, every other attempt a 409
 *    saying why; p99 ≤ 600 ms.
 * 2. 500 attempts at a 500-seat schedule: all sold; at least 700 holds a second.
 * 3. The same 500-seat rush with the Stripe emulator answering 300 ms late, every attempt carrying a quote
 *    intent made beforehand as the booking page does (POST /v1/public/payments/payment-intent): all
 *    answered within run 2's time plus 600 ms (Stripe's latency paid once and in parallel, never under a
 *    lock: the floor is one round trip, 300 ms).
 * The API's CPU per attempt (all its processes, the Stripe emulator in the primary included) is judged
 * too: at most 2.0 ms a booking in runs 1 and 2, at most 3.0 ms with a quote intent in run 3.
 *
 * It creates a database of its own on that server (dropped at the end), one team, coach and 500 clients
 * with bearer tokens, and a workshop and published schedule per run; then starts the API as `npm start`
 * runs it (api/src/main.ts: a worker per core, WEB_CONCURRENCY overrides; for run 3 with
 * STRIPE_EMULATOR_LATENCY_MS=300) and fires every client's POST /v1/bookings at once, each on its own
 * connection, once the server is warm (warmUp). After every run
 * it reads back from the database: the seats sold, the seat ledger's balance (counters = ledger = the
 * bookings' own seats), the seats oversold and the 201 answers whose booking is missing ("lost"). It exits
 * 1 if a rule or a budget was broken. ATTEMPTS overrides 500.
 */
import type { ChildProcess } from 'node:child_process';
import type { Knex } from 'knex';
import { checkSeatLedger } from '../api/src/bookings/seat-ledger-check.ts';
import { bookOneSeat, type Cast, createCast, createSchedule, post, type RushAnswer } from './rush-fixture.ts';
import {
  benchDatabaseUrl,
  percentile,
  startApi,
  stopChild,
  treeCpuMicros,
  withBenchDatabase,
} from './support.ts';

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 500);
const STRIPE_LATENCY_MS = 300;

interface Attempt extends RushAnswer {
  ms: number;
}

/** What one run measured and found. */
interface RunResult {
  attempts: Attempt[];
  wallMs: number;
  holds: boolean;
  /** The API's CPU per attempt in ms, when /proc could tell. */
  cpuMs: number | undefined;
}

/**
 * Fires every client's one-seat booking at the schedule at once (with a quote intent made beforehand when
 * `quotes`), then checks the database: sold, ledger balance, oversold, lost.
 */
async function rush(
  knex: Knex,
  app: { url: string; child: ChildProcess },
  cast: Cast,
  scheduleId: string,
  seats: number,
  title: string,
  quotes: boolean,
): Promise<RunResult> {
  const appUrl = app.url;
  const intents = quotes
    ? await Promise.all(
        cast.clients.map(async () => {
          const body = JSON.stringify({ workshopScheduleId: scheduleId, seats: 1 });
          return (await post(`${appUrl}/v1/public/payments/payment-intent`, undefined, body)).id;
        }),
      )
    : [];
  const cpuBefore = treeCpuMicros(app.child.pid);
  const started = performance.now();
  const attempts = await Promise.all(
    cast.clients.map(async (client, i): Promise<Attempt> => {
      const sent = performance.now();
      const res = await bookOneSeat(
        appUrl,
        scheduleId,
        client,
        quotes ? { paymentIntentId: intents[i] } : {},
      );
      return { ...res, ms: performance.now() - sent };
    }),
  );
  const wallMs = performance.now() - started;
  const cpuAfter = treeCpuMicros(app.child.pid);

  const [balance] = await checkSeatLedger(knex, scheduleId);
  const created = attempts.filter((a) => a.status === 201);
  const stored = new Set(
    (await knex('bookings').where({ workshop_schedule_id: scheduleId }).select('id')).map(
      (row: { id: string }) => row.id,
    ),
  );
  const lost = created.filter((a) => !a.id || !stored.has(a.id)).length;
  const taken = (balance?.held ?? 0) + (balance?.sold ?? 0);
  const oversold = Math.max(0, taken - seats);
  const byStatus = new Map<number, number>();
  for (const attempt of attempts) byStatus.set(attempt.status, (byStatus.get(attempt.status) ?? 0) + 1);
  const messages = new Set(attempts.filter((a) => a.status !== 201).map((a) => a.message));
  const latencies = attempts.map((attempt) => attempt.ms);
  const soldAll = taken === Math.min(seats, ATTEMPTS) && created.length === taken;
  const refusedClearly = attempts.every((a) => a.status === 201 || (a.status === 409 && a.message !== ''));

  console.log(title);
  console.log(
    `  seats taken ${taken} of ${seats} (held ${balance?.held ?? 0}, sold ${balance?.sold ?? 0}), oversold ${oversold}, lost ${lost}; ` +
      `seat ledger ${balance?.balanced ? 'balances' : 'OUT OF BALANCE'} (ledger held ${balance?.ledgerHeld}, bookings held ${balance?.bookingsHeld})`,
  );
  console.log(
    `  answers: ${[...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ')}` +
      (messages.size > 0 ? `; refused with ${[...messages].map((m) => JSON.stringify(m)).join(', ')}` : ''),
  );
  console.log(
    `  latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; ` +
      `all answered in ${wallMs.toFixed(0)} ms: ${((created.length * 1000) / wallMs).toFixed(0)} holds/s`,
  );
  // CPU the API's processes spent, which hardly depends on what else the machine does (unlike the above).
  const cpuMs =
    cpuBefore !== undefined && cpuAfter !== undefined
      ? (cpuAfter - cpuBefore) / 1000 / attempts.length
      : undefined;
  if (cpuMs !== undefined) console.log(`  API CPU ${cpuMs.toFixed(2)} ms per attempt`);
  return {
    cpuMs,
    attempts,
    wallMs,
    holds: oversold === 0 && lost === 0 && soldAll && refusedClearly && balance?.balanced === true,
  };
}

/**
 * A server's first requests compile its validators, load the modules routes import lazily and open its
 * database connections. 100 bookings (half with a quote intent) at a schedule of their own warm each server
 * up, as the traffic before a launch would, so that a run measures the rush, not the start.
 */
async function warmUp(knex: Knex, appUrl: string, cast: Cast, slug: string): Promise<void> {
  const scheduleId = await createSchedule(knex, cast, ATTEMPTS, slug);
  const quote = JSON.stringify({ workshopScheduleId: scheduleId, seats: 1 });
  await Promise.all(
    cast.clients.slice(0, 100).map(async (client, i) => {
      const extra =
        i % 2 === 0
          ? {
              paymentIntentId: (await post(`${appUrl}/v1/public/payments/payment-intent`, undefined, quote))
                .id,
            }
          : {};
      await bookOneSeat(appUrl, scheduleId, client, extra);
    }),
  );
}

/** Prints a budget's verdict and answers whether it was met. */
function budget(label: string, met: boolean): boolean {
  console.log(`  budget: ${label}: ${met ? 'met' : 'MISSED'}`);
  return met;
}

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl();
  if (!databaseUrl) return;
  await withBenchDatabase(databaseUrl, 'rush', async (url, knex) => {
    const cast = await createCast(knex, ATTEMPTS);
    const small = await createSchedule(knex, cast, 20, 'small');
    const large = await createSchedule(knex, cast, ATTEMPTS, 'large');
    const slow = await createSchedule(knex, cast, ATTEMPTS, 'slow');
    const checks: boolean[] = [];

    const app = await startApi(url);
    let largeRun: RunResult;
    try {
      await warmUp(knex, app.url, cast, 'warm');
      const smallRun = await rush(
        knex,
        app,
        cast,
        small,
        20,
        `1. ${ATTEMPTS} one-seat attempts at a 20-seat schedule`,
        false,
      );
      checks.push(
        smallRun.holds,
        budget(
          'p99 ≤ 600 ms',
          percentile(
            smallRun.attempts.map((a) => a.ms),
            99,
          ) <= 600,
        ),
        budget('API CPU ≤ 2.0 ms per attempt', (smallRun.cpuMs ?? 0) <= 2.0),
      );
      largeRun = await rush(
        knex,
        app,
        cast,
        large,
        ATTEMPTS,
        `2. ${ATTEMPTS} one-seat attempts at a ${ATTEMPTS}-seat schedule`,
        false,
      );
      const holdsPerSecond = (ATTEMPTS * 1000) / largeRun.wallMs;
      checks.push(
        largeRun.holds,
        budget('≥ 700 holds/s', holdsPerSecond >= 700),
        budget('API CPU ≤ 2.0 ms per booking', (largeRun.cpuMs ?? 0) <= 2.0),
      );
    } finally {
      await stopChild(app.child);
    }

    const slowApp = await startApi(url, { STRIPE_EMULATOR_LATENCY_MS: String(STRIPE_LATENCY_MS) });
    try {
      await warmUp(knex, slowApp.url, cast, 'warm-slow');
      const slowRun = await rush(
        knex,
        slowApp,
        cast,
        slow,
        ATTEMPTS,
        `3. run 2 with Stripe answering ${STRIPE_LATENCY_MS} ms late and a quote intent on every attempt`,
        true,
      );
      checks.push(
        slowRun.holds,
        budget(
          `within run 2's ${largeRun.wallMs.toFixed(0)} ms + 600 ms`,
          slowRun.wallMs <= largeRun.wallMs + 600,
        ),
        budget('API CPU ≤ 3.0 ms per booking with a quote intent', (slowRun.cpuMs ?? 0) <= 3.0),
      );
    } finally {
      await stopChild(slowApp.child);
    }
    const ok = checks.every(Boolean);
    console.log(
      `rules (exact sales, 409s saying why, ledger balanced, 0 oversold, 0 lost) and budgets: ${ok ? 'hold' : 'BROKEN'}`,
    );
    if (!ok) process.exitCode = 1;
  });
}

await main();
