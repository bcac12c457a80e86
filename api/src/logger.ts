import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';

/**
 * The process logger: JSON lines on stdout (pipe through `npx pino-pretty` to read them in development),
 * ISO timestamps, at LOG_LEVEL. Requests log through `ctx.log`, a child of this one carrying the request id.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'exceed-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
