import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../../bench/support.ts';
import { address, confirmUnpaid, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { hashPassword } from '../auth/secrets.ts';
import { checkSeatLedger } from '../bookings/seat-ledger-check.ts';
import type { MailMessage } from '../mail/mailer.ts';

/*
 * Two API processes on one PostgreSQL, as two replicas behind a load balancer run: each is
 * api/src/main.ts as `npm start` runs it (WEB_CONCURRENCY=1: a process alone, with its own memory, Stripe
 * emulator, job runner and DATA_DIR), and requests alternate between them. What one process did must hold
 * in the other: nothing a request needs may live in one process's memory or on its disk.
 * PostgreSQL only: the embedded PGlite is one process's database (its folder is one connection's).
 */

/** Sign-in attempts allowed per email in 10 minutes, low so the test reaches the limit. */
const EMAIL_LIMIT = 4;

interface ApiProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
}

let db: TestDatabase;
let apis: ApiProcess[] = [];

/** The process of the i-th request: they alternate. */
const api = (i: number): ApiProcess => apis[i % apis.length] as ApiProcess;

async function call<T = unknown>(i: number, path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('Accept', 'application/json');
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const res = await fetch(`${api(i).url}${path}`, {
    ...rest,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The mail both processes wrote to their outboxes. */
async function mailOfBoth(): Promise<MailMessage[]> {
  const messages: MailMessage[] = [];
  for (const { dataDir } of apis) {
    const folder = join(dataDir, 'outbox');
    for (const name of await readdir(folder).catch(() => [])) {
      messages.push(JSON.parse(await readFile(join(folder, name), 'utf8')));
    }
  }
  return messages;
}

describe.skipIf(!process.env.DATABASE_URL)('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    const start = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'exceed-replica-'));
      const env = {
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'warn',
        SIGN_IN_MAX_PER_EMAIL: String(EMAIL_LIMIT),
      };
      return { ...(await startApi(db.url ?? '', env)), dataDir };
    };
    apis = await Promise.all([start(), start()]);
  }, 30_000);

  afterAll(async () => {
    await Promise.all(
      apis.map(async ({ child }) => {
        if (child.exitCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await db?.destroy();
  });

  it('keeps a session made on one working on the other, and ended on the other ending on the first', async () => {
    const password = 'replicas-share-sessions';
    const user = await createUser(db.knex, { passwordHash: await hashPassword(password) });
    const signIn = await call<{ data: { token: string } }>(0, '/v1/login', {
      method: 'POST',
      json: { email: user.email, password, token: true },
    });
    expect(signIn.status).toBe(200);
    const headers = { Authorization: `Bearer ${signIn.body.data.token}` };
    const me = await call<{ data: { id: string } }>(1, '/v1/user', { headers });
    expect(me).toMatchObject({ status: 200, body: { data: { id: user.id } } });

    expect((await call(1, '/v1/logout', { method: 'POST', headers })).status).toBe(204);
    expect((await call(0, '/v1/user', { headers })).status).toBe(401);
  });

  it('downloads through one a file uploaded through the other', async () => {
    const { team, coach, schedule } = await createSchedule(db.knex, { maxSeats: 5 });
    const headers = { ...(await bearerFor(db.knex, coach)), 'X-Team': team.slug };
    const text = `%PDF-1.4 ${'shared bytes '.repeat(50_000)}`;
    const form = new FormData();
    form.set('file', new Blob([text], { type: 'application/pdf' }), 'workbook.pdf');
    const upload = await call<{ data: { id: string } }>(0, '/v1/upload-temp', {
      method: 'POST',
      headers,
      body: form,
    });
    expect(upload.status).toBe(201);
    const resource = await call<{ data: { filePath: string } }>(
      1,
      `/v1/workshops/${schedule.workshopId}/resources`,
      {
        method: 'POST',
        headers,
        json: { title: 'Workbook', type: 'document', fileId: upload.body.data.id },
      },
    );
    expect(resource.status).toBe(201);
    for (const i of [0, 1]) {
      const download = await call<string>(i, resource.body.data.filePath, { headers });
      expect(download.status).toBe(200);
      expect(download.body).toBe(text);
    }
  });

  it('never oversells a rush split over both, and runs each queued job exactly once', async () => {
    const { team, coach, schedule } = await createSchedule(db.knex, { maxSeats: 10 });
    const bookers = await Promise.all(Array.from({ length: 40 }, () => createUser(db.knex)));
    const tokens = await Promise.all(bookers.map((booker) => bearerFor(db.knex, booker)));
    const attempts = await Promise.all(
      bookers.map((booker, i) =>
        call<{ data: { id: string } }>(i, '/v1/bookings', {
          method: 'POST',
          headers: tokens[i],
          json: { userId: booker.id, workshopScheduleId: schedule.id, seats: 1, address },
        }),
      ),
    );
    const booked = attempts.filter((attempt) => attempt.status === 201);
    expect(booked).toHaveLength(10);
    expect(
      attempts.filter((attempt) => attempt.status !== 201).every((a) => [409, 422].includes(a.status)),
    ).toBe(true);

    // The coach confirms every booking, alternately on each process: each confirmation queues its mail.
    const coachHeaders = { ...(await bearerFor(db.knex, coach)), 'X-Team': team.slug };
    const confirmations = await Promise.all(
      booked.map((booking, i) =>
        call(i, `/v1/bookings/${booking.body.data.id}`, {
          method: 'PATCH',
          headers: coachHeaders,
          json: confirmUnpaid,
        }),
      ),
    );
    expect(confirmations.map((answer) => answer.status)).toEqual(booked.map(() => 200));
    const [balance] = await checkSeatLedger(db.knex, schedule.id);
    expect(balance).toMatchObject({ held: 0, sold: 10, free: 0, balanced: true });

    // Both job runners poll the one queue; every confirmation mail goes out once, from one of them.
    const confirmed = async () =>
      (await mailOfBoth())
        .filter((mail) => mail.subject.startsWith('Booking confirmed'))
        .map((mail) => mail.to);
    const deadline = Date.now() + 10_000;
    while ((await confirmed()).length < 10 && Date.now() < deadline) await sleep(200);
    // A job run twice would mail again by the runners' next poll (JOB_POLL_MS, 1 s): wait one out.
    await sleep(2_500);
    // Due jobs only: the session's reminders wait in the queue for their time (a day before it).
    const { count } = (await db
      .knex('jobs')
      .whereNull('doneAt')
      .where('runAt', '<=', new Date())
      .count('* as count')
      .first()) ?? { count: -1 };
    expect(Number(count)).toBe(0);
    const sentTo = await confirmed();
    expect(sentTo.sort()).toEqual(
      bookers
        .filter((_, i) => attempts[i]?.status === 201)
        .map((booker) => booker.email)
        .sort(),
    );
  });

  it('counts sign-in attempts across both', async () => {
    const user = await createUser(db.knex, { passwordHash: await hashPassword('the right one') });
    const statuses: number[] = [];
    for (let i = 0; i < EMAIL_LIMIT + 2; i++) {
      const attempt = await call(i, '/v1/login', {
        method: 'POST',
        json: { email: user.email, password: 'a wrong one', token: true },
      });
      statuses.push(attempt.status);
    }
    // Each process alone saw at most three: only a shared count reaches the limit.
    expect(statuses).toEqual([...Array(EMAIL_LIMIT).fill(422), 429, 429]);
  });
});
