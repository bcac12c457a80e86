import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * scripts/backup.sh and scripts/restore.sh as an operator runs them, on the PostgreSQL server of
 * DATABASE_URL (pg_dump, pg_restore and psql on PATH): a scratch database is backed up, restored into a
 * second one, and the rows are compared. Both are dropped after.
 */

const root = path.resolve(import.meta.dirname, '..');
const server = process.env.DATABASE_URL;
const run = promisify(execFile);

const databaseUrl = (name: string) => {
  const url = new URL(server ?? 'postgres://localhost');
  url.pathname = `/${name}`;
  return url.toString();
};
const suffix = `${process.pid}_${Date.now()}`;
const source = `exceed_backup_${suffix}`;
const target = `exceed_restore_${suffix}`;

const psql = async (url: string, sql: string) =>
  (await run('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql])).stdout.trim();

const script = (name: string, args: string[], env: Record<string, string> = {}) =>
  run('sh', [path.join(root, 'scripts', name), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe.skipIf(!server)('backups', () => {
  const backupDir = mkdtempSync(path.join(tmpdir(), 'exceed-backups-'));
  beforeAll(async () => {
    await psql(databaseUrl('postgres'), `create database ${source}`);
    await psql(databaseUrl('postgres'), `create database ${target}`);
  });
  afterAll(async () => {
    for (const name of [source, target]) {
      await psql(databaseUrl('postgres'), `drop database if exists ${name} with (force)`);
    }
    rmSync(backupDir, { recursive: true, force: true });
  });

  const rows = 'select id, title, details::text, at from notes order by id';

  it('restores what backup.sh dumped into another database, replacing what was there', async () => {
    await psql(
      databaseUrl(source),
      `create table notes (id bigserial primary key, title text not null, details jsonb, at timestamptz);
       insert into notes (title, details, at) values
         ('first', '{"seats": 3}', '2026-01-02T03:04:05Z'), ('second', null, now()), ('ça va', '[]', null);`,
    );
    // What the restore must replace: an older state of the same table, and a table the backup lacks.
    await psql(
      databaseUrl(target),
      `create table notes (id bigserial primary key, title text not null, details jsonb, at timestamptz);
       insert into notes (title) values ('stale');`,
    );

    const backup = await script('backup.sh', [], {
      DATABASE_URL: databaseUrl(source),
      BACKUP_DIR: backupDir,
    });
    expect(backup.code).toBe(0);
    const file = backup.stdout.trim();
    expect(path.basename(file)).toMatch(/^exceed-\d{8}T\d{6}Z\.dump$/);
    expect(readdirSync(backupDir)).toEqual([path.basename(file)]);

    const restore = await script('restore.sh', [file, databaseUrl(target)]);
    expect(restore).toMatchObject({ code: 0, stdout: `restored ${file}\n` });
    const restored = await psql(databaseUrl(target), rows);
    expect(restored).toBe(await psql(databaseUrl(source), rows));
    expect(restored).toContain('ça va');
    // The sequence came back too: the next row does not take a restored id.
    expect(await psql(databaseUrl(target), `insert into notes (title) values ('after') returning id`)).toBe(
      '4',
    );
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const older = ['exceed-20200101T000000Z.dump', 'exceed-20210101T000000Z.dump'];
    for (const name of older) writeFileSync(path.join(backupDir, name), '');
    writeFileSync(path.join(backupDir, 'notes.txt'), 'not a backup');
    const backup = await script('backup.sh', [], {
      DATABASE_URL: databaseUrl(source),
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: '2',
    });
    expect(backup.code).toBe(0);
    const kept = readdirSync(backupDir).sort();
    expect(kept).toHaveLength(3);
    expect(kept).toContain('notes.txt');
    expect(kept).toContain(path.basename(backup.stdout.trim()));
    expect(kept).not.toContain(older[0]);
  });

  it('says what is missing rather than guessing', async () => {
    expect(await script('backup.sh', [], { BACKUP_DIR: backupDir })).toMatchObject({
      code: 1,
      stderr: 'Set DATABASE_URL (the database to back up) and BACKUP_DIR (the folder of the backups)\n',
    });
    expect(
      await script('backup.sh', [], {
        DATABASE_URL: databaseUrl(source),
        BACKUP_DIR: backupDir,
        BACKUP_KEEP: '0',
      }),
    ).toMatchObject({ code: 1, stderr: 'BACKUP_KEEP must be a whole number above 0 (got "0")\n' });
    expect(await script('restore.sh', [path.join(backupDir, 'exceed-none.dump')])).toMatchObject({
      code: 1,
      stderr: 'Usage: scripts/restore.sh BACKUP_FILE DATABASE_URL\n',
    });
    expect(
      await script('restore.sh', [path.join(backupDir, 'exceed-none.dump'), databaseUrl(target)]),
    ).toMatchObject({ code: 1, stderr: `No backup at ${path.join(backupDir, 'exceed-none.dump')}\n` });
  });
});
