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
import http from 'node:http';
import { hashSecret, newSecret } from '../api/src/auth/secrets.ts';
import { takesCapacitySql } from '../api/src/bookings/capacity.ts';
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
const address = { addressLine1: '1 Main St', city: 'Berlin', state: 'BE', zip: '10115', country: 'DE' };

interface Attempt {
  status: number;
  ms: number;
  message: string;
}

/**
 * POSTs JSON on a connection of its own (agent: false), as 500 browsers would: nothing queues in the
 * client, so the latencies are the server's.
 */
function post(url: string, token: string, body: string): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const message = (() => {
            try {
              return String((JSON.parse(text) as { message?: unknown }).message ?? '');
            } catch {
              return text;
            }
          })();
          resolve({ status: res.statusCode ?? 0, message });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl();
  if (!databaseUrl) return;
  await withBenchDatabase(databaseUrl, 'rush', async (url, knex) => {
    const [team] = await knex('tenants').insert({ name: 'Rush', slug: 'rush', plan: 'free' }).returning('id');
    const [coach] = await knex('users')
      .insert({ username: 'rushcoach', email: 'coach@rush.test', status: 'active' })
      .returning('id');
    const [workshop] = await knex('workshops')
      .insert({
        tenant_id: team.id,
        coach_id: coach.id,
        title: 'The rush',
        slug: 'the-rush',
        price_minor: 5000,
        max_seats: SEATS,
        status: 'PUBLISHED',
      })
      .returning('id');
    const start = new Date(Date.now() + 86_400_000);
    const [schedule] = await knex('workshop_schedules')
      .insert({
        tenant_id: team.id,
        workshop_id: workshop.id,
        coach_id: coach.id,
        start_date: start,
        end_date: new Date(start.getTime() + 3_600_000),
        status: 'PUBLISHED',
      })
      .returning('id');
    const clients = await knex('users')
      .insert(
        Array.from({ length: ATTEMPTS }, (_, i) => ({
          username: `client${i}`,
          email: `client${i}@rush.test`,
          status: 'active',
        })),
      )
      .returning('id');
    const tokens = clients.map(() => newSecret());
    await knex('auth_sessions').insert(
      clients.map(({ id }, i) => ({
        user_id: id,
        kind: 'token',
        token_hash: hashSecret(tokens[i] ?? ''),
        expires_at: new Date(Date.now() + 3_600_000),
      })),
    );

    const { url: appUrl, child } = await startChild(import.meta.filename, 'app', url);
    let attempts: Attempt[];
    let wallMs: number;
    try {
      const started = performance.now();
      attempts = await Promise.all(
        clients.map(async ({ id }, i): Promise<Attempt> => {
          const sent = performance.now();
          const body = JSON.stringify({ userId: id, workshopScheduleId: schedule.id, seats: 1, address });
          const res = await post(`${appUrl}/v1/bookings`, tokens[i] ?? '', body);
          return { ...res, ms: performance.now() - sent };
        }),
      );
      wallMs = performance.now() - started;
    } finally {
      await stopChild(child);
    }

    const [sold] = await knex('bookings as b')
      .where('b.workshop_schedule_id', schedule.id)
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
