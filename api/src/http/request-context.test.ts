import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';

/** Log lines the app writes, parsed. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const t = useApiTest({ logger: pino({ level: 'info' }, sink) });

const waitForLine = async (requestId: string) => {
  for (let i = 0; i < 50; i++) {
    const line = lines.find((entry) => entry.requestId === requestId && entry.msg === 'request');
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no log line for ${requestId}`);
};

describe('request id and log line', () => {
  it('keeps a sane incoming X-Request-Id, echoes it and logs one line with it', async () => {
    const res = await t.app.request('/v1/health', { headers: { 'X-Request-Id': 'lb-7f3a.42' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const line = await waitForLine('lb-7f3a.42');
    expect(line).toMatchObject({ method: 'GET', path: '/v1/health', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(lines.filter((entry) => entry.requestId === 'lb-7f3a.42' && entry.msg === 'request')).toHaveLength(
      1,
    );
  });

  it('replaces a missing or strange id with a UUID, also on errors', async () => {
    const res = await t.app.request('/v1/nothing', { headers: { 'X-Request-Id': 'a b <script>' } });
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await waitForLine(id)).toMatchObject({ status: 404, path: '/v1/nothing' });
  });
});
