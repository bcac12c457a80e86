import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { isDatabaseUnreachable } from './database-errors.ts';
import { createKnex } from './knex.ts';
import { parseLsn, ReplayLag } from './replay-lag.ts';

/**
 * The PostgreSQL streaming replica of DATABASE_REPLICA_URL (docs/decisions/0111-read-replica.md): the public
 * marketplace's reads (publicRead) go to it while it answers and keeps up with the primary, else to the
 * primary. Every write, every read that decides seats, money or access, everything in a transaction and
 * every signed-in read stays on the primary (ctx.knex), as without a replica.
 */

declare module 'koa' {
  interface DefaultContext {
    /** The read replica (DATABASE_REPLICA_URL), when there is one: reach it through publicRead() only. */
    readReplica?: ReadReplica;
  }
}

/** How the replica fares, as its monitor last saw it. */
export type ReplicaState = 'starting' | 'serving' | 'lagging' | 'down' | 'not a standby';

/** What ReplicaMonitor reads of the two servers: positions as PostgreSQL prints them. */
export interface ReplicaProbe {
  /** The primary's WAL position flushed so far (what a standby can have received). */
  primaryPosition(): Promise<string>;
  /** The replica's WAL position replayed so far; null when it is no standby (not in recovery). */
  replayedPosition(): Promise<string | null>;
}

export interface ReplicaMonitorOptions {
  /** Beyond this lag (DATABASE_REPLICA_MAX_LAG_MS) the replica serves nothing. */
  maxLagMs: number;
  /** Between two checks; default 1 s. */
  intervalMs?: number;
  /** A check not answered in this long counts as the replica down; default 2 s. */
  timeoutMs?: number;
  /** Milliseconds now; tests move a clock by hand. */
  now?: () => number;
  logger?: Logger;
}

/** Once a second, by default: a lag grows between checks anyway (ReplayLag), so it is caught on time. */
const CHECK_INTERVAL_MS = 1_000;
/** A replica that does not answer a check, or open a connection, in this long is taken for down. */
const REPLICA_TIMEOUT_MS = 2_000;

/**
 * Checks the replica every interval: that it answers, that it is a standby, and how far its replay is
 * behind the primary's WAL (ReplayLag). `serving` says whether reads may go to it now; a read that finds it
 * unreachable says so at once (markDown), and only a good check brings it back.
 */
export class ReplicaMonitor {
  readonly #probe: ReplicaProbe;
  readonly #maxLagMs: number;
  readonly #intervalMs: number;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  readonly #logger: Logger | undefined;
  readonly #lag = new ReplayLag();
  #reachable: 'unknown' | 'yes' | 'no' | 'not a standby' = 'unknown';
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  #reported: ReplicaState = 'starting';

  constructor(probe: ReplicaProbe, options: ReplicaMonitorOptions) {
    this.#probe = probe;
    this.#maxLagMs = options.maxLagMs;
    this.#intervalMs = options.intervalMs ?? CHECK_INTERVAL_MS;
    this.#timeoutMs = options.timeoutMs ?? REPLICA_TIMEOUT_MS;
    this.#now = options.now ?? Date.now;
    this.#logger = options.logger;
  }

  /** The replica's lag now, in milliseconds; Infinity while unknown (down, or never seen caught up). */
  get lagMs(): number {
    return this.#reachable === 'yes' ? this.#lag.lagMs(this.#now()) : Number.POSITIVE_INFINITY;
  }

  /** What the replica is now: only `serving` takes reads. */
  get state(): ReplicaState {
    if (this.#reachable === 'unknown') return 'starting';
    if (this.#reachable === 'no') return 'down';
    if (this.#reachable === 'not a standby') return 'not a standby';
    return this.#lag.lagMs(this.#now()) <= this.#maxLagMs ? 'serving' : 'lagging';
  }

  /** Whether reads may go to the replica now. */
  get serving(): boolean {
    return this.state === 'serving';
  }

  /** One check (the timer's; tests call it themselves). Never throws: a failure is the replica down. */
  async check(): Promise<void> {
    try {
      const at = this.#now();
      const [primary, replayed] = await this.#withinTimeout(async () => {
        // The primary first: the replica is then compared with a position the primary had at `at` or before.
        const primaryText = await this.#probe.primaryPosition();
        return [primaryText, await this.#probe.replayedPosition()] as const;
      });
      if (replayed === null) {
        this.#reachable = 'not a standby';
      } else {
        this.#lag.observe(at, parseLsn(primary), parseLsn(replayed));
        this.#reachable = 'yes';
      }
      this.#report();
    } catch (error) {
      this.markDown(error);
    }
  }

  /** The replica could not be reached (by a check or a read): no reads go to it until a check succeeds. */
  markDown(error: unknown): void {
    this.#reachable = 'no';
    this.#report(error);
  }

  /** Checks now, then every interval until stop(); the timer keeps no process alive. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    const tick = async () => {
      await this.check();
      if (!this.#running) return;
      this.#timer = setTimeout(tick, this.#intervalMs);
      this.#timer.unref();
    };
    void tick();
  }

  stop(): void {
    this.#running = false;
    clearTimeout(this.#timer);
  }

  async #withinTimeout<T>(work: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the replica's check took over ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      );
    });
    try {
      return await Promise.race([work(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Logs a change of state, once: a replica that stays down is not a line a second. */
  #report(error?: unknown): void {
    const state = this.state;
    if (state === this.#reported) return;
    const previous = this.#reported;
    this.#reported = state;
    const fields = { previous, lagMs: Number.isFinite(this.lagMs) ? this.lagMs : null };
    if (state === 'serving') this.#logger?.info(fields, 'read replica serving the public reads');
    else
      this.#logger?.warn(
        { ...fields, err: error },
        `read replica ${state}: the public reads go to the primary`,
      );
  }
}

/**
 * Errors that are the replica's, not the query's, so that the primary may answer the same read: the
 * replica unreachable (database-errors.ts), a query cancelled by the replay it conflicts with (40001,
 * 40P01), and a database, table or column the replica has not replayed yet (3D000, 42P01, 42703: a database
 * just created, a migration just run on the primary).
 */
const REPLICA_ONLY_CODES = new Set(['40001', '40P01', '3D000', '42P01', '42703']);

export function isReplicaFailure(error: unknown): boolean {
  if (isDatabaseUnreachable(error)) return true;
  const candidates = [error, (error as { nativeError?: unknown } | null)?.nativeError];
  return candidates.some((candidate) => {
    const code = (candidate as { code?: unknown } | null)?.code;
    return typeof code === 'string' && REPLICA_ONLY_CODES.has(code);
  });
}

/** A replica's knex and its monitor: made by openReadReplica, started, and closed by its owner. */
export class ReadReplica {
  readonly knex: Knex;
  readonly monitor: ReplicaMonitor;

  constructor(knex: Knex, monitor: ReplicaMonitor) {
    this.knex = knex;
    this.monitor = monitor;
  }

  /**
   * Runs `read` on the replica while it serves, else on `primary`. A read that fails on the replica for
   * the replica's sake (isReplicaFailure) runs again, once, on the primary: a replica that goes away under
   * a request costs that request a retry, not an error. The whole read runs on one server, never half on each.
   */
  async read<T>(primary: Knex, read: (knex: Knex) => Promise<T>): Promise<T> {
    if (!this.monitor.serving) return read(primary);
    try {
      return await read(this.knex);
    } catch (error) {
      if (!isReplicaFailure(error)) throw error;
      if (isDatabaseUnreachable(error)) this.monitor.markDown(error);
      return read(primary);
    }
  }

  start(): void {
    this.monitor.start();
  }

  async close(): Promise<void> {
    this.monitor.stop();
    await this.knex.destroy();
  }
}

/** The probe of a replica's knex against its primary's. */
export function replicaProbe(primary: Knex, replica: Knex): ReplicaProbe {
  const position = async (knex: Knex, sql: string) => {
    const result = (await knex.raw(sql)) as { rows: Array<{ lsn: string | null }> };
    return result.rows[0]?.lsn ?? null;
  };
  return {
    async primaryPosition() {
      const lsn = await position(primary, 'select pg_current_wal_flush_lsn()::text as lsn');
      if (lsn === null) throw new Error('the primary has no WAL position');
      return lsn;
    },
    replayedPosition: () => position(replica, 'select pg_last_wal_replay_lsn()::text as lsn'),
  };
}

/**
 * The replica DATABASE_REPLICA_URL names, beside `primary` (DATABASE_URL's knex), not yet started; undefined
 * without one. Its connections time out soon (REPLICA_TIMEOUT_MS): a silent replica is left for the primary.
 */
export function openReadReplica(
  primary: Knex,
  config: Pick<Config, 'databaseReplicaUrl' | 'databaseReplicaMaxLagMs'>,
  logger?: Logger,
  options: Omit<ReplicaMonitorOptions, 'maxLagMs' | 'logger'> = {},
): ReadReplica | undefined {
  if (!config.databaseReplicaUrl) return undefined;
  const knex = createKnex({
    databaseUrl: config.databaseReplicaUrl,
    connectTimeoutMs: options.timeoutMs ?? REPLICA_TIMEOUT_MS,
    // A replica down fails every try to connect: the monitor says so once, in a line of its own.
    log: { warn: (message: unknown) => logger?.debug({ message }, 'read replica connection') },
  });
  const monitor = new ReplicaMonitor(replicaProbe(primary, knex), {
    maxLagMs: config.databaseReplicaMaxLagMs,
    ...options,
    ...(logger ? { logger } : {}),
  });
  return new ReadReplica(knex, monitor);
}

/** What publicRead needs of a request's context. */
interface ReadContext {
  knex: Knex;
  readReplica?: ReadReplica | undefined;
  state: { auth?: unknown };
}

/**
 * The one way a route reads from the replica: `read` gets the replica's knex while it serves, else the
 * primary's (no replica, lagging, down, or a signed-in caller: what they see may decide their access, and
 * they expect to see what they just wrote). For the public marketplace's reads only: never a write, a
 * transaction, or a read that decides seats, money or access.
 */
export function publicRead<T>(ctx: ReadContext, read: (knex: Knex) => Promise<T>): Promise<T> {
  if (!ctx.readReplica || ctx.state.auth) return read(ctx.knex);
  return ctx.readReplica.read(ctx.knex, read);
}
