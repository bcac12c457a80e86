import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'mfe-public', environment: 'jsdom', setupFiles: ['../tools/jsdom-stubs.ts'] },
});
