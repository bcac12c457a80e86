import { createHash, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import { Registry, register } from 'prom-client';
import { methodNotAllowed, unauthenticated } from '../errors.ts';
import { databaseGauges } from './database-gauges.ts';

/** Where Prometheus scrapes, beside the API rather than in it: it is not JSON, nor a /v1 resource. */
export const METRICS_PATH = '/metrics';

/** A scrape's text in Prometheus' format: this process's alone, or (a cluster's worker) every worker's. */
export type CollectMetrics = () => Promise<string>;

/** The families of this process and the database's readings: what a process that serves alone reports. */
export function processMetrics(knex: Knex): CollectMetrics {
  const database = databaseGauges(knex);
  return () => Registry.merge([register, database]).metrics();
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise, compared
 * in constant time). Not async: every other request passes by it and must not pay for a promise.
 */
export function metricsEndpoint(token: string, collect: CollectMetrics): Middleware {
  const expected = digest(`Bearer ${token}`);
  const scrape = async (ctx: Context) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      throw methodNotAllowed();
    }
    if (!timingSafeEqual(digest(ctx.get('Authorization')), expected)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw unauthenticated();
    }
    const text = await collect();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = register.contentType;
    ctx.body = text;
  };
  return (ctx, next) => (ctx.path === METRICS_PATH ? scrape(ctx) : next());
}
