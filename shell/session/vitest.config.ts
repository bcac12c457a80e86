import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'session', environment: 'jsdom' } });
