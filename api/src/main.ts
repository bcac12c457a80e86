/**
 * The API process as `npm start` runs it: the configuration, then either one process that does everything
 * (the embedded PGlite, or WEB_CONCURRENCY=1: process/serve.ts), or with a PostgreSQL server a primary
 * (process/primary.ts) that prepares the database once and keeps a worker per core serving PORT, each of
 * them this file again. Nothing here is needed by tests, which build the app with createApp.
 */
import cluster from 'node:cluster';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const clustered = cluster.isWorker || config.webConcurrency > 1;
const logger = createLogger(config, clustered ? { pid: process.pid } : undefined);
// Imported when needed: the primary serves nothing, so it never loads the app.
if (cluster.isPrimary && config.webConcurrency > 1) {
  await (await import('./process/primary.ts')).runPrimary(config, logger);
} else {
  // Tracing starts before the app is imported (its instrumentation patches modules as they load), and its
  // code is loaded only when traces are exported.
  const tracing = config.otlpEndpoint
    ? (await import('./tracing/start-tracing.ts')).startTracing(config)
    : undefined;
  await (await import('./process/serve.ts')).serve(
    config,
    logger,
    cluster.isWorker ? 'worker' : 'alone',
    tracing,
  );
}
