import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

/** What an API test file works with, ready inside its tests (after beforeAll). */
export interface ApiTestContext {
  db: TestDatabase;
  app: TestApp;
}

/**
 * One call at the top of a test file: a fresh migrated database and the app on it for the whole file,
 * both closed after it.
 *
 *   const t = useApiTest({ modules: [testModule] });
 *   it('...', async () => { const res = await t.app.json('/v1/health'); ... t.db.knex ... });
 *
 * `prepare` runs on the database before the app starts (extra tables of a test).
 */
export function useApiTest(
  options: Omit<TestAppOptions, 'knex'> & { prepare?: (db: TestDatabase) => Promise<void> } = {},
): ApiTestContext {
  const context = {} as ApiTestContext;
  beforeAll(async () => {
    context.db = await createTestDatabase();
    await options.prepare?.(context.db);
    context.app = await startTestApp({ ...options, knex: context.db.knex });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.destroy();
  });
  return context;
}
