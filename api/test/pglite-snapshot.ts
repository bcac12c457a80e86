import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createKnex } from '../src/db/knex.ts';
import { MIGRATIONS_DIR, migrateLatest } from '../src/db/migrate.ts';

/**
 * Where the migrated snapshot of the current migrations and PGlite version is kept. Creating a PGlite
 * (initdb) takes seconds; loading a snapshot well under one, so every test file after the first starts
 * fast. A new migration or PGlite version changes the name, so a stale snapshot is never used.
 */
function snapshotPath(): string {
  const hash = createHash('sha256');
  // The package does not export its package.json: find it beside its entry point (dist/index.cjs).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(dirname(entry)), 'package.json')));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return join(tmpdir(), `exceed-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Snapshots of older migrations are 40 MB each: keep only the current one. */
function removeOtherSnapshots(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const file = join(tmpdir(), name);
    if (/^exceed-pglite-[0-9a-f]{16}\.tar$/.test(name) && file !== current) rmSync(file, { force: true });
  }
}

/** An in-memory PGlite with every migration applied: from the snapshot, made first when missing. */
export async function openMigratedPglite(): Promise<PGlite> {
  const path = snapshotPath();
  let saved = await readFile(path).catch(() => undefined);
  if (!saved) {
    const pglite = await PGlite.create();
    const knex = createKnex({ pglite });
    await migrateLatest(knex);
    saved = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    await knex.destroy(); // closes the PGlite too
    // Written aside then renamed, so a parallel test file never reads half a snapshot.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, saved);
    renameSync(partial, path);
    removeOtherSnapshots(path);
  }
  return PGlite.create({ loadDataDir: new Blob([saved]) });
}
