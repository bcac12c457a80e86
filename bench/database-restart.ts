/**
 * The database going away in the middle of a booking rush (issue 19 item 9): the app must answer 503 while
 * PostgreSQL is down, reconnect by itself, and lose no booking it answered 201.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:restart
 *
 * It needs the local PostgreSQL server of that URL and the right to restart it (root, pg_ctlcluster):
 * every other client of the server loses its connections for a few seconds, so it is not run in CI.
 * On a database of its own (dropped at the end) it starts the real app in a child process, sends ATTEMPTS
 * (default 600) one-seat bookings by as many clients at an even pace over RUSH_MS (default 12 s) at a
 * schedule that can seat them all, polls GET /v1/health every 100 ms, and RESTART_AT_MS (default 3 s) into
 * the rush restarts the cluster (`pg_ctlcluster <version> main restart`). Then it checks: the same app
 * process served throughout, health answered 503 during the restart and 200 after, every answer was 201 or
 * 503 (never 500), bookings answered 201 after the restart, and every booking answered 201 is stored. It
 * prints the timeline and the figures, and exits 1 if a check fails.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { bookOneSeat, createCast, createSchedule, type RushAnswer } from './rush-fixture.ts';
import {
  benchDatabaseUrl,
  reportPort,
  serveApp,
  startChild,
  stopChild,
  withBenchDatabase,
} from './support.ts';

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 600);
const RUSH_MS = Number(process.env.RUSH_MS ?? 12_000);
const RESTART_AT_MS = Number(process.env.RESTART_AT_MS ?? 3_000);
const HEALTH_EVERY_MS = 100;

/** A moment of the run, in ms since the rush started, and what was seen then. */
interface Sample {
  at: number;
  status: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `pg_ctlcluster --skip-systemctl-redirect <version> main restart`, with the one version /etc/postgresql holds. */
async function restartPostgres(): Promise<void> {
  const [version] = readdirSync('/etc/postgresql');
  if (!version) throw new Error('no cluster in /etc/postgresql to restart');
  await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
}

/** GET /v1/health's status, 0 when the app itself does not answer within 3 s. */
async function health(url: string): Promise<number> {
  try {
    const res = await fetch(`${url}/v1/health`, { signal: AbortSignal.timeout(3_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

const ms = (at: number | undefined) => (at === undefined ? 'never' : `${at.toFixed(0)} ms`);

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl();
  if (!databaseUrl) return;
  await withBenchDatabase(databaseUrl, 'restart', async (url, knex) => {
    const cast = await createCast(knex, ATTEMPTS);
    const scheduleId = await createSchedule(knex, cast, ATTEMPTS, 'restart');
    const { url: appUrl, child } = await startChild(import.meta.filename, 'app', url);
    const healthSamples: Sample[] = [];
    const answers: Array<RushAnswer & { at: number }> = [];
    const restart = { from: 0, to: 0 };
    let appRanThroughout = false;
    const started = performance.now();
    const since = () => performance.now() - started;
    // A probe every 100 ms whether the last one has answered or not, as a load balancer's would.
    const probes: Array<Promise<number>> = [];
    const probe = (): Promise<number> => {
      const at = since();
      const probed = health(appUrl).then((status) => {
        healthSamples.push({ at, status });
        return status;
      });
      probes.push(probed);
      return probed;
    };
    const polling = setInterval(probe, HEALTH_EVERY_MS);
    try {
      const restarting = (async () => {
        await sleep(RESTART_AT_MS);
        restart.from = since();
        await restartPostgres();
        restart.to = since();
      })();
      await Promise.all([
        restarting,
        ...cast.clients.map(async (client, i) => {
          await sleep((i * RUSH_MS) / ATTEMPTS);
          const answer = await bookOneSeat(appUrl, scheduleId, client).catch(
            (error: unknown): RushAnswer => ({ status: 0, message: String(error), id: undefined }),
          );
          answers.push({ ...answer, at: since() });
        }),
      ]);
      // Health after the rush, until it is back (or clearly is not).
      for (let tries = 0; tries < 100 && (await probe()) !== 200; tries++) await sleep(HEALTH_EVERY_MS);
      appRanThroughout = child.exitCode === null && child.signalCode === null;
    } finally {
      clearInterval(polling);
      await Promise.all(probes);
      healthSamples.sort((a, b) => a.at - b.at);
      if (child.exitCode === null && child.signalCode === null) await stopChild(child);
    }

    const createdIds = answers.flatMap((answer) => (answer.status === 201 && answer.id ? [answer.id] : []));
    const stored = Number(
      (await knex('bookings').whereIn('id', createdIds).count({ n: '*' }).first())?.n ?? 0,
    );
    const storedInAll = Number(
      (await knex('bookings').where('workshop_schedule_id', scheduleId).count({ n: '*' }).first())?.n ?? 0,
    );
    const messages = new Set(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.message}`));
    const createdAfterRestart = answers.filter((a) => a.status === 201 && a.at > restart.to).length;
    const during = (sample: Sample) => sample.at >= restart.from && sample.at <= restart.to;
    const downDuring = healthSamples.filter((sample) => during(sample) && sample.status === 503);
    // Outside the restart a probe answers 503 only when the pool is so busy that `select 1` waits over 2 s.
    const downOutside = healthSamples.filter((sample) => !during(sample) && sample.status === 503);
    const lastDown = downDuring.at(-1)?.at ?? restart.from;
    const backAt = healthSamples.find((sample) => sample.status === 200 && sample.at > lastDown)?.at;
    const count = (statuses: number[]) => {
      const counts = new Map<number, number>();
      for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
      return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
    };

    console.log(
      `${ATTEMPTS} POST /v1/bookings over ${RUSH_MS} ms; PostgreSQL restarted ${RESTART_AT_MS} ms in`,
    );
    console.log(`  restart command ran from ${ms(restart.from)} to ${ms(restart.to)}`);
    console.log(
      `  health every ${HEALTH_EVERY_MS} ms: ${count(healthSamples.map((s) => s.status))}; during the restart ` +
        `${downDuring.length} × 503 (${ms(downDuring[0]?.at)} to ${ms(downDuring.at(-1)?.at)}), ` +
        `200 again at ${ms(backAt)}; 503 outside it (pool busy over 2 s): ${downOutside.length}`,
    );
    console.log(
      `  answers: ${count(answers.map((a) => a.status))}; 201 after the restart: ${createdAfterRestart}`,
    );
    console.log(
      `  messages of the refused: ${[...messages].map((m) => JSON.stringify(m)).join(', ') || 'none'}`,
    );
    console.log(
      `  bookings answered 201: ${createdIds.length}, stored: ${stored} (lost ${createdIds.length - stored}); ` +
        `stored though answered 503 (commit done, answer lost): ${storedInAll - stored}`,
    );
    const checks: Array<[string, boolean]> = [
      ['the app served throughout (no restart of it)', appRanThroughout],
      ['health answered 503 while the database was down', downDuring.length > 0],
      ['health answered 200 after', backAt !== undefined && healthSamples.at(-1)?.status === 200],
      [
        'every answer 201 or 503 (none 500, none unanswered)',
        answers.every((a) => a.status === 201 || a.status === 503),
      ],
      ['bookings answered 201 after the restart (reconnected)', createdAfterRestart > 0],
      ['every booking answered 201 is stored', stored === createdIds.length],
    ];
    for (const [check, holds] of checks) console.log(`  ${holds ? 'holds' : 'BROKEN'}: ${check}`);
    if (checks.some(([, holds]) => !holds)) process.exitCode = 1;
  });
}

if (process.argv[2] === 'serve') {
  reportPort(await serveApp(process.argv[4] ?? ''));
} else {
  await main();
}
