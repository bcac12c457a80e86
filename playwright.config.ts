import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The system Chromium wins; Playwright's own download is the last resort on machines that lack one. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

const port = Number(process.env.BROWSER_TEST_PORT ?? 3210);
const appUrl = `http://127.0.0.1:${port}`;
const oidcIssuer = `http://127.0.0.1:${port + 1}`;
const tmp = path.resolve(import.meta.dirname, '.tmp/browser');
// A fresh embedded database per run, named once in the main process (workers inherit the variable): the
// server starts before globalSetup runs, so globalSetup must not delete the folder the server has open.
process.env.BROWSER_DATA_DIR ??= path.join(tmp, `data-${Date.now()}`);

export default defineConfig({
  testDir: 'tests/browser',
  // The tests share one server and edit its remotes.json, so they run one after another.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  globalSetup: './tests/browser/global-setup.ts',
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node tests/browser/support/oidc-server.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(port + 1), APP_URL: appUrl },
    },
    {
      command: 'node api/src/main.ts',
      url: `http://127.0.0.1:${port}/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.BROWSER_DATA_DIR,
        REMOTES_FILE: path.join(tmp, 'remotes.json'),
        LOG_LEVEL: 'warn',
        // Every spec signs its users in from this one machine: the production limits (30 a client IP,
        // 10 an address, in 10 minutes) would refuse the suite's own sign-ins. The API tests prove them.
        SIGN_IN_MAX_PER_IP: '1000',
        SIGN_IN_MAX_PER_EMAIL: '100',
        // The address the browser uses, so the provider's redirect comes back to the same cookies.
        APP_URL: appUrl,
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: 'exceed-browser-tests',
        OIDC_CLIENT_SECRET: 'browser-tests-secret',
        OIDC_NAME: 'Test SSO',
        // Coaches are paid through Connect (the emulator's): the payouts walk connects one.
        STRIPE_CONNECT: 'true',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        // Every read on the primary (empty is unset): CI's replica is the API tests' (db/read-replica*),
        // and a walk reading back at once what it just wrote must not meet a replica milliseconds behind.
        DATABASE_REPLICA_URL: '',
      },
    },
  ],
});
