/**
 * Measures the first visit to / in Chromium: compressed JavaScript downloaded and Largest Contentful Paint.
 * DESIGN.md budget: at most 170 KB of compressed JavaScript, LCP under 1.5 s on loopback.
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

const BUDGET_KB = 170;
const LCP_BUDGET_MS = 1500;
const RUNS = 5;

async function startApp(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL, stop: () => undefined };
  const port = 3290;
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
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
  const results: { jsBytes: number; files: number; lcp: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh context each run: an empty cache, as on a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    const listed: Promise<string>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const size = request.sizes().then((s) => s.responseBodySize);
      scripts.push(size);
      listed.push(
        size.then(
          (bytes) => `  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(request.url()).pathname}`,
        ),
      );
    });
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const sizes = await Promise.all(scripts);
    if (process.env.BENCH_FILES && run === RUNS - 1)
      console.log((await Promise.all(listed)).sort().reverse().join('\n'));
    results.push({ jsBytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length, lcp });
    await context.close();
  }
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const kb = median(results.map((r) => r.jsBytes)) / 1024;
  const lcp = median(results.map((r) => r.lcp));
  console.log(`first visit to / (median of ${RUNS} cold runs)`);
  console.log(
    `  compressed JavaScript: ${kb.toFixed(1)} KB in ${results[0]?.files} files (budget ${BUDGET_KB} KB)`,
  );
  console.log(`  LCP: ${lcp.toFixed(0)} ms (budget ${LCP_BUDGET_MS} ms)`);
  if (kb > BUDGET_KB || lcp > LCP_BUDGET_MS) process.exitCode = 1;
} finally {
  await browser.close();
  app.stop();
}
