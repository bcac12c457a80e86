import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression.ts';

const body = JSON.stringify({
  data: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Workshop ${i}` })),
});
let server: Server;

beforeAll(async () => {
  const app = new Koa();
  app.use(compression());
  app.use((ctx) => {
    ctx.type = 'application/json';
    ctx.body = body;
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A GET with exactly these headers (fetch would add an Accept-Encoding of its own). */
function rawGet(headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ hostname: '127.0.0.1', port, path: '/', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compression', () => {
  it('gzips an answer for a client that accepts gzip', async () => {
    const res = await rawGet({ 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).toString('utf8')).toBe(body);
  });

  it('sends the answer as it is to a client that names no encoding, saying that it varies', async () => {
    const res = await rawGet({});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.toString('utf8')).toBe(body);
  });
});
