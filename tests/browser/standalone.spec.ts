import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in.ts';

/**
 * A remote runs on its own, as its team runs it (`npm run dev -w <remote>`): its dev server serves its
 * stand-alone page (tools/standalone.tsx, no shell around it) and proxies /v1 to this run's API. Cookies
 * belong to the host, not the port, so the signed-in context is signed in there too.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Starts `rspack serve` of a remote and resolves once its page answers; the caller stops it. */
async function startDevServer(remote: string, port: number, apiUrl: string): Promise<ChildProcess> {
  const answers = () =>
    fetch(`http://127.0.0.1:${port}/`).then(
      (res) => res.ok,
      () => false,
    );
  // Another server on the port would answer for ours (and proxy to another API).
  if (await answers()) throw new Error(`port ${port} is taken: stop the server there first`);
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/rspack'), ['serve'], {
    cwd: path.join(repoRoot, remote),
    env: { ...process.env, NODE_ENV: 'development', API_PORT: new URL(apiUrl).port },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${remote}'s dev server exited (${child.exitCode})`);
    if (await answers()) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${remote}'s dev server did not answer on ${port}`);
}

function stop(child: ChildProcess | undefined): void {
  // The dev server was started as a group leader: end it with whatever it started.
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

/** Each area's remote, its dev server's port (its rspack.config.ts), and what its dashboard reads from the API. */
const areas = [
  {
    remote: 'mfe-coach',
    port: 3103,
    user: 'coach@example.com',
    path: '/c',
    heading: 'Coach Dashboard',
    fromApi: 'Seats sold',
    shellNavigation: 'Coach area navigation',
    deepLink: { path: '/c/account/profile', heading: 'Profile' },
  },
  {
    remote: 'mfe-client',
    port: 3102,
    user: 'client@example.com',
    path: '/b',
    heading: 'Dashboard',
    fromApi: 'Your upcoming sessions',
    shellNavigation: 'Client area navigation',
    deepLink: { path: '/b/payments', heading: 'Payments' },
  },
  {
    remote: 'mfe-admin',
    port: 3105,
    user: 'admin@example.com',
    path: '/admin',
    heading: 'Overview',
    fromApi: 'Bookings and sign-ups',
    shellNavigation: 'Admin area navigation',
    deepLink: { path: '/admin/roles', heading: 'Roles and permissions' },
  },
];

for (const area of areas) {
  test(`${area.remote} runs on its own: its dev server shows ${area.path} from the API, without the shell`, async ({
    context,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const server = await startDevServer(area.remote, area.port, baseURL ?? '');
    try {
      await signInAs(context, area.user);
      await page.goto(`http://127.0.0.1:${area.port}${area.path}`);
      await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible({
        timeout: 30_000,
      });
      // The metrics came through the dev server's proxy, signed in by the context's cookies.
      await expect(page.getByText(area.fromApi, { exact: true })).toBeVisible();
      // Only the remote's routes: the shell's layout (its area navigation) is not on the page.
      await expect(page.getByRole('navigation', { name: area.shellNavigation })).toHaveCount(0);
      // A deep link loads the page too, not only the root.
      await page.goto(`http://127.0.0.1:${area.port}${area.deepLink.path}`);
      await expect(page.getByRole('heading', { level: 1, name: area.deepLink.heading })).toBeVisible();
    } finally {
      stop(server);
    }
  });
}
