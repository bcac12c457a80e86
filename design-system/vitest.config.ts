import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'design-system',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts', '../tools/jsdom-stubs.ts'],
  },
});
