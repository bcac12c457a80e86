import { JWKS_PATH } from '@exceed/contract';
import { bodyParser } from '@koa/bodyparser';
import type { Knex } from 'knex';
import Koa, { type Middleware } from 'koa';
import type { Logger } from 'pino';
import packageJson from '../package.json' with { type: 'json' };
import { csrfProtection } from './auth/csrf.ts';
import type { Config } from './config.ts';
import type { ReadReplica } from './db/read-replica.ts';
import { HttpError, methodNotAllowed, notFound } from './errors.ts';
import type { ApiModule } from './http/api-module.ts';
import { limitBodyDepth } from './http/body-depth.ts';
import { compression } from './http/compression.ts';
import type { Route } from './http/define-route.ts';
import { errorHandler } from './http/error-handler.ts';
import { methodOverride } from './http/method-override.ts';
import { pathAliases } from './http/path-aliases.ts';
import { defineRequestLog, requestContext, type TraceRequest } from './http/request-context.ts';
import { routeTable } from './http/route-table.ts';
import { securityHeaders } from './http/security-headers.ts';
import { devMailPages } from './mail/dev-mail-pages.ts';
import { observeRequest } from './metrics/http-metrics.ts';
import { type CollectMetrics, metricsEndpoint, processMetrics } from './metrics/metrics-endpoint.ts';
import { watchPool } from './metrics/pool-metrics.ts';
import { watchReplica } from './metrics/replica-metrics.ts';
import { apiModules } from './modules/index.ts';
import { mountDocsPage, openApiRoute } from './openapi/openapi-routes.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import { createRateLimitStore } from './rate-limit/rate-limit.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { openFileStorage } from './storage/open-file-storage.ts';
import { webMount } from './web/web-mount.ts';

/** What the app needs from outside: everything with a lifetime longer than a request. */
export interface AppDependencies {
  config: Config;
  /** Migrated and owned by the caller (process/serve.ts or a test), which also destroys it. */
  knex: Knex;
  logger: Logger;
  /**
   * The streaming replica the public marketplace reads from (DATABASE_REPLICA_URL, db/read-replica.ts),
   * started, and closed, by the caller; without it every read is the primary's.
   */
  readReplica?: ReadReplica | undefined;
  /** Stripe or its emulator (payments/payment-gateway.ts), owned by the caller, which also closes it. */
  payments: PaymentGateway;
  /** The features to mount; default every module (modules/index.ts). Tests add routes of their own. */
  modules?: readonly ApiModule[];
  /**
   * What GET /metrics answers (served when METRICS_TOKEN is set): default this process's families and the
   * database's readings; a cluster's worker passes the primary's gathering of every worker.
   */
  metrics?: CollectMetrics;
  /** Each request's span, when traces are exported (tracing/start-tracing.ts). */
  traceRequest?: TraceRequest;
  /** Where uploaded bytes live; default the one FILE_STORAGE names (storage/open-file-storage.ts). */
  storage?: FileStorage;
}

/**
 * Largest JSON body accepted. Uploads are multipart forms, which this parser leaves alone: multipart()
 * reads them up to UPLOAD_MAX_BYTES (on the upload routes, or in methodOverride for a POST).
 */
const JSON_BODY_LIMIT = '1mb';

/**
 * Builds the Koa app (without listening): API under /v1 and, when built, the front end. Middleware order:
 * request id, log line and request metrics → compression → errors → aliases of /v1 routes → /metrics →
 * front-end files → JSON body → unanswered → /v1 routes.
 */
export function createApp({
  config,
  knex,
  logger,
  readReplica,
  payments,
  modules = apiModules,
  metrics,
  traceRequest,
  storage = openFileStorage(config, knex),
}: AppDependencies): Koa {
  // Behind a load balancer the client's IP (rate limits) comes from X-Forwarded-For, and only then.
  const app = new Koa({ proxy: config.trustProxy });
  app.context.config = config;
  app.context.knex = knex;
  app.context.readReplica = readReplica;
  app.context.rateLimits = createRateLimitStore(config, knex);
  app.context.storage = storage;
  app.context.payments = payments;
  defineRequestLog(app.context, logger);
  // Errors are answered and logged by errorHandler; what reaches Koa is a broken socket, not worth a stack.
  app.on('error', (error: Error) => logger.debug({ err: error }, 'response error'));

  const routes: Route[] = modules.flatMap((module) => module.routes);
  routes.push(openApiRoute(routes, packageJson.version));

  app.use(securityHeaders(config.appEnv));
  // Metrics only when someone may read them (METRICS_TOKEN): otherwise a request pays nothing for them.
  if (config.metricsToken) watchPool(knex);
  if (config.metricsToken && readReplica) watchReplica(readReplica);
  app.use(
    requestContext(logger, {
      finished: config.metricsToken ? observeRequest : undefined,
      trace: traceRequest,
    }),
  );
  app.use(compression());
  app.use(errorHandler());
  // Verifiers look for the certificates' keys where RFC 8615 and the JOSE world put them.
  app.use(pathAliases({ [JWKS_PATH]: '/v1/signing-keys' }));
  if (config.metricsToken) app.use(metricsEndpoint(config.metricsToken, metrics ?? processMetrics(knex)));
  if (config.appEnv === 'development') app.use(devMailPages(config.appUrl));
  const web = webMount(config, logger);
  if (web) app.use(web);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT }));
  app.use(limitBodyDepth);
  app.use(notFoundWhenUnanswered);
  app.use(csrfProtection());
  app.use(methodOverride());
  app.use(routeTable(routes, (routerFor) => mountDocsPage(routerFor('docs'))));
  return app;
}

/**
 * Statuses set without a body (nothing answered: an unknown /v1 route or a missing file; the router's 405
 * and 501, which also set Allow) become JSON errors like every other.
 */
const notFoundWhenUnanswered: Middleware = async (ctx, next) => {
  await next();
  if (ctx.body != null) return;
  if (ctx.status === 404) throw notFound();
  if (ctx.status === 405) throw methodNotAllowed();
  if (ctx.status === 501) throw new HttpError(501, 'not_implemented', 'Not Implemented.');
};
