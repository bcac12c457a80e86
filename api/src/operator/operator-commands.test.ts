import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/identity-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { SEND_MAIL } from '../mail/mail-queue.ts';
import { RecoveryCode } from '../models/recovery-code.ts';
import { SigningKey } from '../models/signing-key.ts';
import { TotpFactor } from '../models/totp-factor.ts';
import { User } from '../models/user.ts';
import { adminCommand } from './admin-command.ts';
import { jobsCommand } from './jobs-command.ts';
import { CommandError } from './run-command.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

/** The command as an operator runs it: a process of its own on the database the environment names. */
const spawnCommand = (file: string, args: string[], databaseUrl: string) =>
  promisify(execFile)(process.execPath, [join(import.meta.dirname, file), ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const APP_URL = 'http://localhost:3000';
const admin = (args: string[]) => adminCommand(db.knex, args, APP_URL);

const roles = async (id: string) =>
  (await User.query(db.knex).findById(id).withGraphFetched('roles').throwIfNotFound()).roleNames();

describe('npm run admin', () => {
  it('grants and revokes super-admin by email whatever its case, with audit rows', async () => {
    const user = await createUser(db.knex, { email: 'First.Admin@example.test' });
    expect(await admin(['grant-super-admin', 'first.admin@EXAMPLE.test'])).toBe(
      'First.Admin@example.test is a super-admin.',
    );
    expect(await roles(user.id)).toContain('super-admin');
    // Twice is one grant.
    await admin(['grant-super-admin', 'first.admin@example.test']);
    expect(await admin(['revoke-super-admin', 'FIRST.ADMIN@example.test'])).toBe(
      'First.Admin@example.test is not a super-admin any more.',
    );
    expect(await roles(user.id)).not.toContain('super-admin');
    const audit = await db.knex('audit_entries').where({ subjectId: user.id }).orderBy('createdAt');
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['user.grant-role', null],
      ['user.grant-role', null],
      ['user.revoke-role', null],
    ]);
    expect(audit[0].after.roles).toContain('super-admin');
  });

  it('removes a locked-out account’s second factors, tells its address, and leaves an audit row', async () => {
    const user = await createUser(db.knex, { email: 'lost.phone@example.test' });
    await TotpFactor.query(db.knex).insert({
      userId: user.id,
      secret: 'JBSWY3DPEHPK3PXP',
      confirmedAt: new Date(),
    });
    await RecoveryCode.query(db.knex).insert({ userId: user.id, codeHash: 'x' });
    expect(await admin(['reset-second-factor', 'Lost.Phone@example.test'])).toBe(
      'lost.phone@example.test signs in with one factor now (1 authenticator app, 0 passkeys removed).',
    );
    expect(await TotpFactor.query(db.knex).findById(user.id)).toBeUndefined();
    expect(await RecoveryCode.query(db.knex).where({ userId: user.id })).toEqual([]);
    const [mail] = await db
      .knex('jobs')
      .where({ name: SEND_MAIL })
      .whereRaw("payload->'message'->>'to' = ?", [user.email]);
    expect(mail?.payload.message.subject).toBe('Two-step sign-in is off for your Exceed account');
    const audit = await db.knex('audit_entries').where({ subjectId: user.id });
    expect(audit.map((row) => row.action)).toEqual(['user.reset-second-factor']);
  });

  it('rotates the key that signs certificates, keeping the retired one published, with audit rows', async () => {
    const first = await admin(['rotate-signing-key']);
    const [current] = await SigningKey.query(db.knex).whereNull('retiredAt');
    expect(first).toBe(`Certificates are signed with key ${current?.kid} from now on.`);
    const second = await admin(['rotate-signing-key']);
    const keys = await SigningKey.query(db.knex).orderBy('createdAt');
    const next = keys.find((key) => key.retiredAt === null);
    expect(second).toBe(
      `Certificates are signed with key ${next?.kid} from now on; ${current?.kid} is retired and stays published.`,
    );
    expect(keys).toHaveLength(2);
    const audit = await db.knex('audit_entries').where({ action: 'signing-key.rotate' }).orderBy('createdAt');
    expect(audit.map((row) => [row.subjectId, row.before?.kid ?? null])).toEqual([
      [current?.kid, null],
      [next?.kid, current?.kid],
    ]);
    await expect(admin(['rotate-signing-key', 'now'])).rejects.toThrow(/^Usage: npm run admin/);
  });

  it('refuses an unknown email or a wrong command, saying why', async () => {
    await expect(admin(['grant-super-admin', 'nobody@example.test'])).rejects.toThrow(
      new CommandError('No account has the email address nobody@example.test: they must sign up first.'),
    );
    await expect(admin(['make-admin', 'x@example.test'])).rejects.toThrow(/^Usage: npm run admin/);
    await expect(admin(['grant-super-admin'])).rejects.toThrow(/^Usage: npm run admin/);
  });

  it.skipIf(!process.env.DATABASE_URL)('runs as a process: exit 0 when done, 1 with the reason', async () => {
    const url = db.url ?? '';
    const user = await createUser(db.knex, { email: 'operator@example.test' });
    const done = await spawnCommand('admin-command.ts', ['grant-super-admin', 'Operator@example.test'], url);
    expect(done).toMatchObject({ code: 0, stdout: 'operator@example.test is a super-admin.\n' });
    expect(await roles(user.id)).toContain('super-admin');
    const unknown = await spawnCommand('admin-command.ts', ['grant-super-admin', 'ghost@example.test'], url);
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'No account has the email address ghost@example.test: they must sign up first.\n',
    });
  });
});

describe('npm run jobs', () => {
  it('lists failed jobs with their error’s first line and queues one again, with an audit row', async () => {
    expect(await jobsCommand(db.knex, ['failed'])).toBe('No failed jobs.');
    const [failed] = await db
      .knex('jobs')
      .insert({
        name: 'mail',
        attempts: 5,
        doneAt: new Date('2026-01-02T03:04:05Z'),
        failed: true,
        lastError: 'Error: mail server down\n    at send (mailer.ts:1:1)',
      })
      .returning('id');
    const id = String(failed.id);
    await db.knex('jobs').insert({ name: 'sent', doneAt: new Date() });
    expect(await jobsCommand(db.knex, ['failed'])).toBe(
      `${id}\tmail\t5/5 attempts\tfailed 2026-01-02T03:04:05.000Z\tError: mail server down`,
    );

    expect(await jobsCommand(db.knex, ['retry', id])).toBe(`Job ${id} (mail) is queued again.`);
    expect(await db.knex('jobs').where({ id }).first()).toMatchObject({
      failed: false,
      doneAt: null,
      attempts: 0,
      lastError: expect.stringContaining('mail server down'),
    });
    expect(await jobsCommand(db.knex, ['failed'])).toBe('No failed jobs.');
    expect(await db.knex('audit_entries').where({ subjectKind: 'job', subjectId: id }).first()).toMatchObject(
      {
        action: 'job.retry',
        actorId: null,
      },
    );
  });

  it('refuses a job that is not failed, and one a newer job of its key supersedes', async () => {
    await expect(jobsCommand(db.knex, ['retry', '999999'])).rejects.toThrow(
      'No failed job has the id 999999 (npm run jobs -- failed lists them).',
    );
    await expect(jobsCommand(db.knex, ['retry', 'abc'])).rejects.toThrow(/No failed job has the id abc/);
    const [failed] = await db
      .knex('jobs')
      .insert({ name: 'reminder', uniqueKey: 'reminder:1', doneAt: new Date(), failed: true })
      .returning('id');
    await db.knex('jobs').insert({ name: 'reminder', uniqueKey: 'reminder:1' });
    await expect(jobsCommand(db.knex, ['retry', String(failed.id)])).rejects.toThrow(
      `Not retried: a job of the same key is waiting already: job ${failed.id} is superseded by it.`,
    );
    await expect(jobsCommand(db.knex, ['retry'])).rejects.toThrow(/^Usage: npm run jobs/);
  });
});
