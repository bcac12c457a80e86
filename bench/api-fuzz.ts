/**
 * The long fuzz of issue 20: what api/src/openapi/fuzz.test.ts runs with one fixed seed, run with many,
 * on a fresh database with the demo data (the PostgreSQL server of DATABASE_URL, else the embedded PGlite).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:fuzz
 *
 * SEEDS (default 5) runs, from SEED (default: the time), each breaking every operation's parts with the
 * values that seed draws. Prints each run's cases and answers by status, every failure with its seed, and
 * exits 1 on any failure (a 5xx or a stack trace in an answer).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../api/src/demo/seed-demo.ts';
import { LocalFileStorage } from '../api/src/storage/local-file-storage.ts';
import { demoTargets, operationsOf, runFuzz } from '../api/test/fuzz.ts';
import { startTestApp } from '../api/test/test-app.ts';
import { createTestDatabase } from '../api/test/test-db.ts';

const runs = Number(process.env.SEEDS ?? 5);
const firstSeed = Number(process.env.SEED ?? Date.now() % 1_000_000_000);

const dataDir = mkdtempSync(join(tmpdir(), 'exceed-fuzz-'));
const db = await createTestDatabase();
await seedDemo(db.knex, new LocalFileStorage(dataDir), 'http://localhost:3000');
const app = await startTestApp({ knex: db.knex, env: { DATA_DIR: dataDir } });
let failed = 0;
try {
  const operations = operationsOf(
    (await app.json<Parameters<typeof operationsOf>[0]>('/v1/openapi.json')).body,
  );
  const { actors, ids } = await demoTargets(db.knex);
  for (let seed = firstSeed; seed < firstSeed + runs; seed += 1) {
    const report = await runFuzz({ baseUrl: app.url, operations, actors, ids, seed });
    console.log(
      `seed ${seed}: ${operations.length} operations, ${report.cases} cases, ${report.failures.length} failures; by status ${JSON.stringify(report.statuses)}`,
    );
    for (const failure of report.failures) console.log(`  ${failure}`);
    failed += report.failures.length;
  }
} finally {
  await app.close();
  await db.destroy();
}
process.exitCode = failed > 0 ? 1 : 0;
