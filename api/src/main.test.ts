import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { loadConfig } from './config.ts';

/** The process as `npm start` runs it, on this run's database kind, with JSON log lines collected. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (msg: RegExp, timeoutMs = 45_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const line = lines.find((entry) => msg.test(String(entry.msg)));
      if (line) return line;
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no log line ${msg}; stderr: ${stderr}`);
  };
  return { child, lines, exited, waitFor, stderr: () => stderr };
}

describe('main.ts', () => {
  // On a server, main gets a fresh database of its own; on PGlite it opens one in its DATA_DIR.
  let db: TestDatabase | undefined;
  let running: ChildProcess | undefined;
  beforeAll(async () => {
    if (loadConfig(process.env).databaseUrl) db = await createTestDatabase();
  });
  afterAll(async () => {
    if (running?.exitCode === null) running.kill('SIGKILL');
    await db?.destroy();
  });

  it('migrates, serves, and on SIGTERM finishes, closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'exceed-main-'));
    const main = startMain({
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      ...(db?.url ? { DATABASE_URL: db.url } : {}),
    });
    running = main.child;
    await main.waitFor(/^database ready$/);
    const listening = await main.waitFor(/^listening on /);
    const base = `http://127.0.0.1:${listening.port}`;
    const res = await fetch(`${base}/v1/health`);
    expect(await res.json()).toEqual({ data: { status: 'ok', db: 'ok' } });

    // A large answer still being read when the signal comes is finished, not cut.
    const asset = 'swagger-ui-bundle.js';
    const inFlight = await fetch(`${base}/v1/docs/assets/${asset}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const reader = inFlight.body?.getReader();
    const first = await reader?.read();
    main.child.kill('SIGTERM');
    let received = first?.value?.byteLength ?? 0;
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      received += chunk.value.byteLength;
    }
    const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    expect(received).toBe(statSync(join(swaggerDir, asset)).size);

    expect(await main.exited).toBe(0);
    expect(main.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['shutting down: finishing in-flight requests', 'stopped']),
    );
  });

  it('refuses to start on invalid configuration, saying why', async () => {
    const main = startMain({ PORT: 'eighty' });
    expect(await main.exited).toBe(1);
    expect(main.stderr()).toContain('PORT must be an integer from 0 to 65535 (got "eighty")');
  });
});
