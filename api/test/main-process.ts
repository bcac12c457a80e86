import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';

/*
 * The API's process as `npm start` runs it (api/src/main.ts), for the tests of what only a real process
 * shows: signals, the cluster, tracing.
 */

/** The process as `npm start` runs it, on this run's database kind, with JSON log lines collected. */
export function startMain(env: Record<string, string>) {
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

/** Waits until `check` answers something other than undefined; `what` names it when it never does. */
export async function eventually<T>(
  check: () => T | undefined,
  what: string,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * GET on a connection of its own (the cluster hands each new connection to the next worker): its status
 * and body.
 */
export function readAlone(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false, headers });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
}

/** GET on a connection of its own, carrying `requestId`: its status. */
export const getAlone = async (port: number, path: string, requestId: string): Promise<number> =>
  (await readAlone(port, path, { 'X-Request-Id': requestId })).status;
