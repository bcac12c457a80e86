/**
 * Renders every story of the built Storybook (storybook-static/) in Chromium and fails when one does not
 * render, logs an error, or has axe (WCAG 2 A/AA) violations. A build can pass while every story fails at
 * render time (e.g. without pluginReact in rsbuild.config.ts); this catches that.
 *
 *   node scripts/check-stories.ts [--dir <storybook-static>] [--screenshots <dir>] [--only <id-substring>] [--width <px>]
 *
 * Chromium comes from CHROMIUM_PATH or /usr/bin/chromium.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    screenshots: { type: 'string' },
    only: { type: 'string' },
    width: { type: 'string' },
  },
});

const staticDir = path.resolve(values.dir ?? path.join(import.meta.dirname, '../storybook-static'));
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `npm run storybook:build` first.');
  process.exit(1);
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  const file = path.join(staticDir, pathname === '/' ? 'index.html' : pathname);
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!values.only || entry.id.includes(values.only)),
);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
if (values.screenshots) mkdirSync(values.screenshots, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
});

type AxeWindow = {
  axe: {
    run: (
      context: unknown,
      options: unknown,
    ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>;
  };
};

/** Runs axe on the page, waiting while the a11y addon's own run (in the preview) is in progress. */
async function runAxe(page: import('@playwright/test').Page): Promise<string[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page.evaluate(async () => {
        const result = await (window as unknown as AxeWindow).axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        });
        return result.violations.map(
          (violation) => `${violation.id} ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
        );
      });
    } catch (error) {
      if (attempt > 20 || !String(error).includes('already running')) throw error;
      await page.waitForTimeout(250);
    }
  }
}

let failures = 0;
try {
  const page = await browser.newPage({ viewport: { width: Number(values.width ?? 1024), height: 720 } });
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
  });

  for (const story of stories) {
    errors = [];
    await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForFunction(
      () =>
        document.body.classList.contains('sb-show-errordisplay') ||
        ((document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 &&
          document.body.classList.contains('sb-show-main')),
      undefined,
      { timeout: 15_000 },
    );
    // Let entrance animations and image fallbacks settle before checking and capturing.
    await page.waitForTimeout(400);
    const rendered = await page.evaluate(() => ({
      failed: document.body.classList.contains('sb-show-errordisplay'),
      message: document.querySelector('#error-message')?.textContent ?? '',
      theme: document.documentElement.dataset.theme ?? '',
      text: (document.querySelector('#storybook-root')?.textContent ?? '').trim().slice(0, 60),
    }));
    await page.addScriptTag({ content: axeSource });
    const violations = await runAxe(page);
    if (values.screenshots) {
      await page.screenshot({ path: path.join(values.screenshots, `${story.id}.png`) });
    }
    const problems = [
      ...(rendered.failed ? [`render error: ${rendered.message}`] : []),
      ...errors.map((error) => `console: ${error}`),
      ...violations.map((violation) => `axe: ${violation}`),
    ];
    if (problems.length > 0) failures += 1;
    const status = problems.length > 0 ? 'FAIL' : 'ok  ';
    console.log(`${status} ${story.id} [${rendered.theme}] ${JSON.stringify(rendered.text)}`);
    for (const problem of problems) console.log(`       ${problem}`);
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`${stories.length - failures}/${stories.length} stories render cleanly.`);
process.exit(failures > 0 ? 1 : 0);
