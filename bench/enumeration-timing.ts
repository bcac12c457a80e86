/**
 * Whether the time of a sign-in request tells if an address has an account (issue 33, item 4): for each of
 * POST /v1/auth/login-using-otp (a code), /v1/auth/send-login-link and /v1/auth/register-using-otp (a
 * sign-up code), 200 requests naming an address with an account and 200 naming one without, interleaved
 * one by one, against the API as `npm start` runs it (a cluster on the PostgreSQL server). Prints each
 * route's two medians and how far apart they are; exits 1 when any pair is more than 10 % apart.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/enumeration-timing.ts
 *   npm run bench:enumeration
 *
 * Token mode (bearer, no cookies) keeps CSRF out of the way; the sign-in limits are raised for the run, so
 * every request does the route's work rather than answering 429.
 */
import { performance } from 'node:perf_hooks';
import { registerUser } from '../api/src/auth/registration.ts';
import { benchDatabaseUrl, startApi, stopChild, withBenchDatabase } from './support.ts';

const REQUESTS = 200;
const MAX_GAP = 0.1;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function timed(url: string, body: unknown): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

const databaseUrl = benchDatabaseUrl();
if (databaseUrl) {
  await withBenchDatabase(databaseUrl, 'enumeration', async (url, knex) => {
    const known: string[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const user = await knex.transaction((trx) =>
        registerUser(trx, {
          email: `known-${i}@bench.exceed.dev`,
          username: `known${i}`,
          firstName: 'Known',
          lastName: `User ${i}`,
          emailVerified: true,
        }),
      );
      known.push(user.email);
    }
    const api = await startApi(url, {
      SIGN_IN_MAX_PER_IP: '100000',
      SIGN_IN_MAX_PER_EMAIL: '100000',
      WEB_CONCURRENCY: '1',
    });
    try {
      const routes = [
        { path: '/v1/auth/login-using-otp', body: (email: string) => ({ email }) },
        { path: '/v1/auth/send-login-link', body: (email: string) => ({ email }) },
        {
          path: '/v1/auth/register-using-otp',
          body: (email: string, i: number) => ({
            email,
            username: `signup${i}${Math.random().toString(36).slice(2, 8)}`,
            firstName: 'New',
            lastName: 'Person',
          }),
        },
      ];
      let failed = false;
      for (const route of routes) {
        const times = { known: [] as number[], unknown: [] as number[] };
        // Warm-up: the first requests compile and connect; they are not counted.
        for (let i = 0; i < 20; i += 1)
          await timed(`${api.url}${route.path}`, route.body(`warm-${i}@bench.exceed.dev`, i));
        for (let i = 0; i < REQUESTS; i += 1) {
          const pair = [
            ['known', known[i] ?? ''],
            ['unknown', `unknown-${i}@bench.exceed.dev`],
          ] as const;
          // Alternate which goes first, so neither gains from the other's warm caches.
          for (const [kind, email] of i % 2 ? pair : [...pair].reverse()) {
            times[kind].push(await timed(`${api.url}${route.path}`, route.body(email, i)));
          }
        }
        const [a, b] = [median(times.known), median(times.unknown)];
        const gap = Math.abs(a - b) / Math.min(a, b);
        failed ||= gap > MAX_GAP;
        console.log(
          `${route.path}: median known ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms, ${(gap * 100).toFixed(1)} % apart`,
        );
      }
      if (failed) {
        console.error(`Some medians are more than ${MAX_GAP * 100} % apart.`);
        process.exitCode = 1;
      }
    } finally {
      await stopChild(api.child);
    }
  });
}
