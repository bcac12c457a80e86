import { context, trace } from '@opentelemetry/api';
import { getRPCMetadata } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { KoaInstrumentation } from '@opentelemetry/instrumentation-koa';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { register as registerLoaderHooks } from 'import-in-the-middle/register-hooks.mjs';
import type { Config } from '../config.ts';
import type { TraceRequest } from '../http/request-context.ts';

/** A started tracer: each request's span for the request log, and the flush at exit. */
export interface Tracing {
  traceRequest: TraceRequest;
  /** Sends the spans still buffered; called before the process exits. */
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry (OTEL_EXPORTER_OTLP_ENDPOINT set): spans of incoming and outgoing HTTP, of Koa's
 * middleware and of every pg query, exported as OTLP/HTTP JSON to the collector's /v1/traces. main.ts
 * imports this file, and so the SDK, only then, and before anything loads the app: instrumentation
 * patches a module when it is first loaded (pg and http through require; Koa, imported as an ES module,
 * through import-in-the-middle's loader hook, registered for Koa alone so no other import pays for it).
 * Metrics stay Prometheus' (GET /metrics) and logs stay on stdout: the SDK exports traces only.
 */
export function startTracing(config: Pick<Config, 'otlpEndpoint'>): Tracing {
  registerLoaderHooks({ include: ['koa'] });
  const sdk = new NodeSDK({
    serviceName: 'exceed-api',
    traceExporter: new OTLPTraceExporter({ url: `${config.otlpEndpoint}/v1/traces` }),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [new HttpInstrumentation(), new KoaInstrumentation(), new PgInstrumentation()],
  });
  sdk.start();
  return { traceRequest, shutdown: () => sdk.shutdown() };
}

/**
 * The request's server span (the HTTP instrumentation's, which it keeps in the context: the span active in
 * a Koa middleware is that middleware's), given the request id so a trace is found from a log line or a
 * client's X-Request-Id.
 */
const traceRequest: TraceRequest = (requestId) => {
  const active = context.active();
  const rpc = getRPCMetadata(active);
  const span = rpc?.span ?? trace.getSpan(active);
  if (!span) return undefined;
  span.setAttribute('request.id', requestId);
  const { traceId, spanId } = span.spanContext();
  return {
    ids: { trace_id: traceId, span_id: spanId },
    // The routes are mounted through one dispatcher, which Koa's instrumentation cannot see into.
    routed(method, route) {
      if (rpc) rpc.route = route;
      span.setAttribute('http.route', route);
      span.updateName(`${method} ${route}`);
    },
  };
};
