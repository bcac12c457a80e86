import { defineConfig } from 'vitest/config';

/** One run over every workspace's unit and API tests; each workspace keeps its own config. */
export default defineConfig({
  test: {
    projects: [
      'api',
      'contract',
      'design-system',
      'shell',
      'shell/session',
      'mfe-public',
      'mfe-client',
      'mfe-coach',
      'mfe-settings',
      'mfe-admin',
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
