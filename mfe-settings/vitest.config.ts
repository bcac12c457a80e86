import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mfe-settings', environment: 'jsdom' } });
