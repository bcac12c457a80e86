import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';

/** Log bytes gathered before one write to stdout, and the longest a line waits for its write. */
const BATCH_BYTES = 4096;
const FLUSH_MS = 1000;

/** The largest write a pipe never interleaves with another process's (POSIX PIPE_BUF on Linux). */
const PIPE_BUF = 4096;

/**
 * The process logger: JSON lines on stdout (pipe through `npx pino-pretty` to read them in development), at
 * LOG_LEVEL. Requests log through `ctx.log`, a child of this one carrying the request id.
 * Choices for the hot path, where each request writes a line (bench/public-schedules.ts measured them):
 * - stdout is written asynchronously, in batches of about 4 KB, and at least once a second (pino flushes
 *   what is left when the process exits, also on process.exit after a fatal line): a synchronous write per
 *   line cost more than the line itself, and an asynchronous write per line still cost a thread-pool
 *   round trip each, about a twentieth of a marketplace request;
 * - timestamps stay pino's epoch milliseconds: pino-pretty and log stores format them.
 *
 * `cluster`: this process's id when the processes of a cluster share one stdout. Each line then names its
 * process, and every write is whole lines of at most PIPE_BUF bytes, so lines of two processes never mix.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, cluster?: { pid: number }): Logger {
  const destination = pino.destination({
    dest: 1,
    sync: false,
    ...(cluster ? { minLength: PIPE_BUF / 2, maxWrite: PIPE_BUF } : { minLength: BATCH_BYTES }),
  });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // stdout is gone (closed pipe): there is nowhere left to write.
    }
  }, FLUSH_MS).unref();
  return pino({ level: config.logLevel, base: { service: 'exceed-api', ...cluster } }, destination);
}
