import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';

/**
 * The process logger: JSON lines on stdout (pipe through `npx pino-pretty` to read them in development), at
 * LOG_LEVEL. Requests log through `ctx.log`, a child of this one carrying the request id.
 * Two choices for the hot path, where each request writes a line (bench/public-schedules.ts measured both):
 * - stdout is written asynchronously, in batches (pino flushes what is left when the process exits, also
 *   on process.exit after a fatal line); a synchronous write per line cost more than the line itself;
 * - timestamps stay pino's epoch milliseconds: pino-pretty and log stores format them.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino(
    { level: config.logLevel, base: { service: 'exceed-api' } },
    pino.destination({ dest: 1, sync: false }),
  );
}
