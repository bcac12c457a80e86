import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { moveRemote, resetRemotes } from './remotes-file.ts';
import { signInAs } from './support/sign-in.ts';

// The areas behind the remotes are signed-in only; the demo coach may open both /b and /c.
test.beforeEach(({ context }) => signInAs(context, 'coach@example.com'));
test.afterEach(resetRemotes);

test('a remote whose manifest is unreachable shows a fallback with Retry, and the rest keeps working', async ({
  page,
}) => {
  moveRemote('mfe_client', 'http://127.0.0.1:9/mf-manifest.json');
  await page.goto('/b');
  const fallback = page.getByRole('alert').filter({ hasText: 'This part of Exceed could not be loaded' });
  await expect(fallback).toBeVisible();
  // The shell's layout is still there around the fallback.
  await expect(page.getByRole('navigation', { name: 'Client area navigation' })).toBeVisible();

  // Other remotes still load.
  await page.getByRole('link', { name: 'Exceed', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Browse workshops' })).toBeVisible();

  // Once the remote is back, Retry loads it without a reload.
  await page.goto('/b');
  await expect(fallback).toBeVisible();
  resetRemotes();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('editing remotes.json alone moves a remote to another port', async ({ page }) => {
  const server = await serveFolder(path.resolve(import.meta.dirname, '../../mfe-coach/dist'));
  const { port } = server.address() as AddressInfo;
  try {
    moveRemote('mfe_coach', `http://127.0.0.1:${port}/mf-manifest.json`);
    const fromMovedRemote: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${port}/`)) fromMovedRemote.push(request.url());
    });
    await page.goto('/c');
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeVisible();
    expect(fromMovedRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromMovedRemote.some((url) => url.includes('remoteEntry'))).toBe(true);
  } finally {
    server.close();
  }
});

/** A bare static server with CORS, standing in for the remote team's own host. */
async function serveFolder(folder: string): Promise<Server> {
  const { readFile } = await import('node:fs/promises');
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.css': 'text/css',
  };
  const server = createServer(async (request, response) => {
    const file = path.join(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(folder)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
