import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'mfe-coach', environment: 'jsdom', setupFiles: ['../tools/jsdom-stubs.ts'] },
});
