/**
 * Measures first visits in Chromium, each from an empty cache: the compressed JavaScript downloaded, in
 * how many files, and Largest Contentful Paint, median of five cold runs. DESIGN.md "Budgets":
 *   - / : at most 150 KB in at most 10 files, LCP at most 500 ms;
 *   - a workshop's page opened first from a shared link: at most 180 KB, LCP at most 600 ms;
 *   - neither loads a remote a guest does not need (the areas, settings, admin).
 *
 *   npm run build && node bench/first-visit.ts            # starts the app on a spare port
 *   BASE_URL=http://localhost:3000 node bench/first-visit.ts
 *   BENCH_FILES=1 node bench/first-visit.ts                # also lists each script of the last run
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const RUNS = 5;
/** The remotes of the signed-in areas, settings and admin: a guest's page has no use for them. */
const GUEST_FREE_REMOTE = /^\/remotes\/mfe-(client|coach|settings|admin)\//;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function startApp(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL, stop: () => undefined };
  const port = 3290;
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      // Links (pictures, the Open Graph image) name the origin the browser is on, as in production.
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'exceed-bench-')),
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the app did not start');
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
const app = await startApp();
const browser = await chromium.launch({
  executablePath,
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
try {
  // The first schedule of the marketplace names the workshop whose page a shared link would open.
  const listing = (await (await fetch(`${app.url}/v1/public/workshop-schedules?page=1`)).json()) as {
    data: { workshopId: string }[];
  };
  const workshopId = listing.data[0]?.workshopId;
  if (!workshopId) throw new Error('the marketplace lists no schedule to open');
  const pages = [
    { name: '/', path: '/', kbBudget: 150, filesBudget: 10, lcpBudget: 500 },
    {
      name: "a workshop's page",
      path: `/workshops/${workshopId}`,
      kbBudget: 180,
      filesBudget: Number.POSITIVE_INFINITY,
      lcpBudget: 600,
    },
  ];
  for (const target of pages) {
    const results: {
      jsBytes: number;
      files: number;
      lcp: number;
      fcp: number;
      shellArrived: number;
      element: string;
      areas: string[];
    }[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh context each run: an empty cache, as on a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<{ path: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        const path = new URL(request.url()).pathname;
        scripts.push(request.sizes().then((s) => ({ path, bytes: s.responseBodySize })));
      });
      await page.goto(`${app.url}${target.path}`, { waitUntil: 'networkidle' });
      // Every page's main heading comes with its remote: until it is there, the page is not loaded.
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Beside LCP, where its time went: when the shell's script had arrived, the first paint, and what the
      // largest paint was (a heading drawn by the page's remote, a card's picture…).
      const { lcp, fcp, shellArrived, element } = await page.evaluate(
        () =>
          new Promise<{ lcp: number; fcp: number; shellArrived: number; element: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
              const paint = performance.getEntriesByName('first-contentful-paint')[0];
              const shell = performance
                .getEntriesByType('resource')
                .find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name)) as
                | PerformanceResourceTiming
                | undefined;
              resolve({
                lcp: last?.startTime ?? Number.NaN,
                fcp: paint?.startTime ?? Number.NaN,
                shellArrived: shell?.responseEnd ?? Number.NaN,
                element: last?.element?.tagName.toLowerCase() ?? 'none',
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const loaded = await Promise.all(scripts);
      if (process.env.BENCH_FILES && run === RUNS - 1) {
        console.log(`scripts of ${target.name}:`);
        for (const { path, bytes } of loaded.sort((a, b) => b.bytes - a.bytes))
          console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`);
      }
      results.push({
        jsBytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
        files: loaded.length,
        lcp,
        fcp,
        shellArrived,
        element,
        areas: loaded.map((s) => s.path).filter((path) => GUEST_FREE_REMOTE.test(path)),
      });
      await context.close();
    }
    const kb = median(results.map((r) => r.jsBytes)) / 1024;
    const files = median(results.map((r) => r.files));
    const lcp = median(results.map((r) => r.lcp));
    const areas = [...new Set(results.flatMap((r) => r.areas))];
    const filesBudget = Number.isFinite(target.filesBudget) ? ` in at most ${target.filesBudget} files` : '';
    console.log(`first visit to ${target.name} (median of ${RUNS} cold runs)`);
    console.log(
      `  compressed JavaScript: ${kb.toFixed(1)} KB in ${files} files (budget ${target.kbBudget} KB${filesBudget})`,
    );
    console.log(`  LCP: ${lcp.toFixed(0)} ms (budget ${target.lcpBudget} ms)`);
    console.log(
      `    the shell's script arrived at ${median(results.map((r) => r.shellArrived)).toFixed(0)} ms, first paint at ${median(results.map((r) => r.fcp)).toFixed(0)} ms; largest paint: ${[...new Set(results.map((r) => r.element))].join(', ')}`,
    );
    console.log(`  remotes a guest does not need: ${areas.length === 0 ? 'none loaded' : areas.join(', ')}`);
    if (kb > target.kbBudget || files > target.filesBudget || lcp > target.lcpBudget || areas.length > 0)
      process.exitCode = 1;
  }
} finally {
  await browser.close();
  app.stop();
}
