import { defineConfig } from 'vitest/config';

// shell/session is a workspace of its own with its own tests.
export default defineConfig({
  test: { name: 'shell', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
