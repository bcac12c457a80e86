/**
 * The booking rush of DESIGN.md "Budgets": 500 concurrent attempts at a 20-seat schedule must sell exactly
 * 20 seats, give every other attempt a clear answer (409 with the seats left), and lose nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:bookings
 *
 * It creates a database of its own on that server (dropped at the end), one team, coach, workshop and
 * published schedule, and 500 clients with bearer tokens; then starts the real app in a child process and
 * fires every client's POST /v1/bookings (one seat each) at once, each on its own connection. It prints
 * the seats sold and oversold (read back from the database), the answers by status, and the latency
 * percentiles, and exits 1 if the rule was broken. ATTEMPTS and SEATS override 500 and 20.
 */
import { takesCapacitySql } from '../api/src/bookings/capacity.ts';
import { bookOneSeat, createRush } from './rush-fixture.ts';
import {
  benchDatabaseUrl,
  percentile,
  reportPort,
  serveApp,
  startChild,
  stopChild,
  withBenchDatabase,
} from './support.ts';

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 500);
const SEATS = Number(process.env.SEATS ?? 20);

interface Attempt {
  status: number;
  ms: number;
  message: string;
}

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl();
  if (!databaseUrl) return;
  await withBenchDatabase(databaseUrl, 'rush', async (url, knex) => {
    const rush = await createRush(knex, ATTEMPTS, SEATS);

    const { url: appUrl, child } = await startChild(import.meta.filename, 'app', url);
    let attempts: Attempt[];
    let wallMs: number;
    try {
      const started = performance.now();
      attempts = await Promise.all(
        rush.clients.map(async (client): Promise<Attempt> => {
          const sent = performance.now();
          const { status, message } = await bookOneSeat(appUrl, rush, client);
          return { status, message, ms: performance.now() - sent };
        }),
      );
      wallMs = performance.now() - started;
    } finally {
      await stopChild(child);
    }

    const [sold] = await knex('bookings as b')
      .where('b.workshop_schedule_id', rush.scheduleId)
      .whereRaw(takesCapacitySql('b'))
      .sum({ seats: 'b.seats' })
      .count({ rows: '*' });
    const seatsSold = Number(sold?.seats ?? 0);
    const rows = Number(sold?.rows ?? 0);
    const byStatus = new Map<number, number>();
    for (const attempt of attempts) byStatus.set(attempt.status, (byStatus.get(attempt.status) ?? 0) + 1);
    const created = byStatus.get(201) ?? 0;
    const messages = new Set(attempts.filter((a) => a.status !== 201).map((a) => a.message));
    const latencies = attempts.map((attempt) => attempt.ms);
    const oversold = Math.max(0, seatsSold - SEATS);

    console.log(`${ATTEMPTS} concurrent POST /v1/bookings (1 seat each) at a ${SEATS}-seat schedule`);
    console.log(`  seats sold ${seatsSold} of ${SEATS}, oversold ${oversold}`);
    console.log(
      `  answers: ${[...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ')}; bookings stored ${rows}`,
    );
    console.log(`  messages of the refused: ${[...messages].map((m) => JSON.stringify(m)).join(', ')}`);
    console.log(
      `  latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; ` +
        `all answered in ${wallMs.toFixed(0)} ms`,
    );
    const refusedClearly = attempts.every((a) => a.status === 201 || (a.status === 409 && a.message !== ''));
    const holds = oversold === 0 && seatsSold === SEATS && created === rows && refusedClearly;
    console.log(
      `  rule (exactly ${SEATS} sold, every other attempt a 409 saying why, nothing lost): ${holds ? 'holds' : 'BROKEN'}`,
    );
    if (!holds) process.exitCode = 1;
  });
}

if (process.argv[2] === 'serve') {
  reportPort(await serveApp(process.argv[4] ?? ''));
} else {
  await main();
}
