import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'mfe-admin', environment: 'jsdom', setupFiles: ['../tools/jsdom-stubs.ts'] },
});
