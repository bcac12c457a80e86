/**
 * How far behind its primary a streaming replica is, in time, from WAL positions only
 * (docs/decisions/0111-read-replica.md). `now() - pg_last_xact_replay_timestamp()` on the replica is not it:
 * on an idle primary no transaction commits, so a replica fully caught up seems to fall further behind every
 * second. Positions do not have that flaw: at each check the primary's flushed position P is read (at time
 * `at`), then the replica's replayed position R. Every P not yet replayed is kept with its time; the replica
 * is as far behind as the oldest kept one is old (it has not replayed what the primary had then), and 0 once
 * it has replayed everything the last check saw. An idle primary keeps P still, so a caught-up replica reads
 * 0; a paused or cut-off one reads a lag that grows with the clock, between checks too. The estimate is as
 * fine as the checks are frequent (one second): the primary reached a kept P at most one check before `at`.
 */

/** A WAL position as PostgreSQL prints it ('16/B374D848'), as a number that compares. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  if (!high || !low || !/^[0-9A-F]+$/i.test(high) || !/^[0-9A-F]+$/i.test(low)) {
    throw new Error(`not a WAL position: "${text}"`);
  }
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** Positions of the primary kept at most (one per check that saw it move: over an hour at one a second). */
const MAX_PENDING = 4_096;

/** The replay lag of one replica, fed by its checks (ReplicaMonitor). */
export class ReplayLag {
  /** The primary's positions the replica had not replayed at the last check, oldest first, with their time. */
  readonly #pending: Array<{ at: number; lsn: bigint }> = [];
  /** Whether the replica was ever seen to have replayed a position of the primary: before, its lag is unknown. */
  #caughtUp = false;

  /** One check: the primary's flushed position, read at `at`, then the replica's replayed position. */
  observe(at: number, primary: bigint, replayed: bigint): void {
    const newest = this.#pending.at(-1);
    // A position already kept is older with the same meaning: an idle primary adds nothing.
    if (!newest || primary > newest.lsn) this.#pending.push({ at, lsn: primary });
    while (this.#pending[0] && this.#pending[0].lsn <= replayed) {
      this.#pending.shift();
      this.#caughtUp = true;
    }
    if (this.#pending.length > MAX_PENDING) this.#pending.shift();
  }

  /**
   * Milliseconds behind at `now`: 0 when the replica had replayed all the last check saw, Infinity before it
   * was ever seen to catch up (a replica started hours behind must not pass for a fresh one meanwhile).
   */
  lagMs(now: number): number {
    if (!this.#caughtUp) return Number.POSITIVE_INFINITY;
    const oldest = this.#pending[0];
    return oldest ? Math.max(0, now - oldest.at) : 0;
  }
}
