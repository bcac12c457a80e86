import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@exceed/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { BrowserClient } from '../../test/browser-client.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { mailedCode, outbox } from '../../test/outbox.ts';
import { hashPassword } from '../auth/secrets.ts';
import { User } from '../models/user.ts';
import { SEND_MAIL } from './mail-queue.ts';

/** Issue 32 item 6: mail that cannot be sent loses nothing, and health says it fails. */
const t = useApiTest();

interface Answer {
  message: string;
  data: { id: string; status: string; mail: string; email: string; pendingEmail: string | null };
}

const PASSWORD = 'Password123';
const post = async (path: string, json: unknown) =>
  (await new BrowserClient(t.app).start()).json<Answer>(path, { method: 'POST', json });
const signIn = (email: string, otp: string) => post('/v1/auth/login-using-otp', { email, otp, token: true });
const health = async () => (await t.app.json<Answer>('/v1/health')).body.data;

/** The outbox as a file, not a folder: every mail fails to be written, as with SMTP down, until undone. */
async function breakOutbox(): Promise<() => Promise<void>> {
  const folder = join(t.app.dataDir, 'outbox');
  const aside = join(t.app.dataDir, 'outbox-aside');
  await mkdir(folder, { recursive: true });
  await rename(folder, aside);
  await writeFile(folder, 'not a folder');
  let mended = false;
  const mend = async () => {
    if (mended) return;
    mended = true;
    await rm(folder);
    await rename(aside, folder);
  };
  onTestFinished(mend);
  return mend;
}

/** The jobs table away: nothing can be queued, so the request that queues fails (and rolls back). */
async function breakQueue(): Promise<() => Promise<void>> {
  await t.db.knex.schema.renameTable('jobs', 'jobs_aside');
  let mended = false;
  const mend = async () => {
    if (mended) return;
    mended = true;
    await t.db.knex.schema.renameTable('jobs_aside', 'jobs');
  };
  onTestFinished(mend);
  return mend;
}

/** The retry's time comes (2 s after a first failure) without waiting for it. */
const retryNow = () =>
  t.db.knex('jobs').where({ name: SEND_MAIL }).whereNull('doneAt').update({ runAt: new Date() });

describe('mail through the queue', () => {
  it('answers a code request while mail fails, says so in health, and sends the code once mail works', async () => {
    const user = await createUser(t.db.knex);
    const mend = await breakOutbox();
    expect(await post('/v1/auth/login-using-otp', { email: user.email })).toMatchObject({
      status: 200,
      body: { message: AUTH_MESSAGES.codeSent },
    });
    expect(await outbox(t.app)).toEqual([]);
    expect(await health()).toEqual({ status: 'degraded', db: 'ok', mail: 'failing' });
    expect((await t.app.json<Answer>('/v1/health/ready')).body.data).toMatchObject({
      status: 'degraded',
      mail: 'failing',
    });

    await mend();
    await retryNow();
    const otp = await mailedCode(t.app, user.email);
    expect((await signIn(user.email, otp)).status).toBe(200);
    expect(await health()).toEqual({ status: 'ok', db: 'ok', mail: 'ok' });
  });

  it('keeps the previous code working when the new one cannot be queued', async () => {
    const user = await createUser(t.db.knex);
    expect((await post('/v1/auth/login-using-otp', { email: user.email })).status).toBe(200);
    const previous = await mailedCode(t.app, user.email);
    const mend = await breakQueue();
    expect((await post('/v1/auth/login-using-otp', { email: user.email })).status).toBe(500);
    await mend();
    expect((await signIn(user.email, previous)).status).toBe(200);
  });

  it('writes a new email as pending only with its code mail queued, and sends it once mail works', async () => {
    const user = await createUser(t.db.knex, { passwordHash: await hashPassword(PASSWORD) });
    const headers = await bearerFor(t.db.knex, user);
    const change = (email: string) =>
      t.app.json<Answer>(`/v1/users/${user.id}`, {
        method: 'PATCH',
        headers,
        json: { email, currentPassword: PASSWORD },
      });
    const pending = async () =>
      (await User.query(t.db.knex).findById(user.id).throwIfNotFound()).pendingEmail;

    const mendQueue = await breakQueue();
    expect((await change(`lost-${user.email}`)).status).toBe(500);
    await mendQueue();
    expect(await pending()).toBeNull();

    const moved = `moved-${user.email}`;
    const mendOutbox = await breakOutbox();
    expect(await change(moved)).toMatchObject({ status: 200, body: { data: { pendingEmail: moved } } });
    expect(await pending()).toBe(moved);
    await mendOutbox();
    await retryNow();
    const otp = await mailedCode(t.app, moved);
    const confirmed = await t.app.json<Answer>('/v1/auth/verify-email-using-otp', {
      method: 'POST',
      headers,
      json: { otp },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { data: { email: moved, pendingEmail: null } } });
  });
});
