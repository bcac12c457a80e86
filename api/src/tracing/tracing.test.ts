import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually, startMain } from '../../test/main-process.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { loadConfig } from '../config.ts';

/** A span as OTLP/HTTP JSON carries it (the fields read here). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}

const SERVER = 2;
const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((entry) => entry.key === key)?.value.stringValue;

/** A collector on loopback: what the API posts to /v1/traces, as spans. */
const spans: OtlpSpan[] = [];
const collector = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk;
  });
  req.on('end', () => {
    if (req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
      const { resourceSpans } = JSON.parse(body) as {
        resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
      };
      for (const resource of resourceSpans)
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

const onServer = Boolean(loadConfig(process.env).databaseUrl);
let db: TestDatabase | undefined;
let main: ReturnType<typeof startMain> | undefined;

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  if (onServer) db = await createTestDatabase();
});

afterAll(async () => {
  if (main?.child.exitCode === null) main.child.kill('SIGKILL');
  await new Promise((resolve) => collector.close(resolve));
  await db?.destroy();
});

it('with OTEL_EXPORTER_OTLP_ENDPOINT, a request is a trace: its route, its request id, its queries, and its log line names it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'exceed-traced-'));
  main = startMain({
    DATA_DIR: dataDir,
    WEB_ROOT: dataDir,
    WEB_CONCURRENCY: '1',
    ...(db?.url ? { DATABASE_URL: db.url } : {}),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    // The SDK's own setting: send spans within 100 ms rather than 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
  const listening = await main.waitFor(/^listening on /);
  const requestId = 'traced-request-1';
  const res = await fetch(`http://127.0.0.1:${listening.port}/v1/public/workshop-schedules?page=1`, {
    headers: { 'X-Request-Id': requestId },
  });
  expect(res.status).toBe(200);

  const server = await eventually(
    () => spans.find((span) => span.kind === SERVER && attribute(span, 'request.id') === requestId),
    'the request span at the collector',
  );
  expect(server.name).toBe('GET /v1/public/workshop-schedules');
  expect(attribute(server, 'http.route')).toBe('/v1/public/workshop-schedules');

  // Koa's middleware, and on a PostgreSQL server every query, are spans of the same trace.
  const inTrace = () => spans.filter((span) => span.traceId === server.traceId);
  await eventually(
    () => (inTrace().some((span) => span.name.startsWith('middleware - ')) ? true : undefined),
    'a Koa middleware span',
  );
  if (onServer) {
    const query = await eventually(
      () => inTrace().find((span) => attribute(span, 'db.system.name') ?? attribute(span, 'db.system')),
      'a pg query span',
    );
    expect(attribute(query, 'db.system.name') ?? attribute(query, 'db.system')).toBe('postgresql');
  }

  const line = await eventually(
    () => main?.lines.find((entry) => entry.msg === 'request' && entry.requestId === requestId),
    'the request line',
  );
  expect(line).toMatchObject({ trace_id: server.traceId, span_id: server.spanId });

  main.child.kill('SIGTERM');
  expect(await main.exited).toBe(0);
}, 90_000);
