import { defineConfig } from 'vitest/config';

/**
 * API tests: beside the code (src/**\/*.test.ts), through HTTP on a real database (test/test-db.ts). Each
 * file gets its own database, so files run in parallel; timeouts are generous for the 2-core CI machine
 * (a PGlite start and migration take a second or two).
 */
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
