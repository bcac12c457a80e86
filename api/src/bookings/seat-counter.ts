import { type BookingStatus, seatsLeftMessage } from '@exceed/contract';
import type { Knex } from 'knex';
import { conflict, validationFailed } from '../errors.ts';
import type { Booking } from '../models/booking.ts';
import type { Workshop } from '../models/workshop.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { type BookingPriceTerms, isEarlyBird } from '../pricing/price-tiers.ts';
import { BOOKING_CODE_SQL, redeemCode, releaseCode } from './code-redemptions.ts';
import { expireOffersOfReleasedHolds } from './waitlist-bookings.ts';
import { offerFreedSeatsLater } from './waitlist-queue.ts';

/**
 * The seat rule of DESIGN.md ("Money and seats"), in one place: every change of the seats a booking takes
 * from its schedule comes through here (a new booking's hold through holding-booking.ts, on this file's
 * conditions), so the schedule's counters, the booking's seats_held and the seat ledger change together,
 * in the caller's transaction, and cannot drift (docs/decisions/0049-seat-accounting.md).
 *
 * A schedule's capacity is its workshop's maxSeats; seats_held counts the seats of PENDING bookings whose
 * hold has not been released, seats_sold those of CONFIRMED (then COMPLETED or NO_SHOW) bookings. Taking
 * seats is one conditional UPDATE of the schedule's row, made at the end of a short transaction so the
 * row is locked only for the two writes and the commit that follow; no SUM over bookings. An expired
 * hold is released by the expiry timer (releaseAllExpiredHolds) or, when a schedule looks full, at once
 * (releaseExpiredHolds): a stale hold never makes a buyer wait or fail.
 */

/** Kinds of seat ledger rows; seats are signed by their effect (see the migration 20250830000000). */
export type SeatLedgerKind = 'HOLD' | 'RELEASE' | 'CONFIRM' | 'REFUND' | 'CAPACITY';

/** Which counter a booking of a status takes its seats from; CANCELLED takes none. */
function counterOf(status: BookingStatus): 'held' | 'sold' | undefined {
  if (status === 'PENDING') return 'held';
  return status === 'CANCELLED' ? undefined : 'sold';
}

/** A schedule's seats as its counters say, read without any lock. */
export interface ScheduleSeats {
  bookable: boolean;
  capacity: number;
  held: number;
  sold: number;
  left: number;
}

/** The SQL condition that a booking (`alias`) is priced at the early-bird tier (pricing/price-tiers.ts isEarlyBird). */
const EARLY_BIRD_SQL = (alias: string) => `(${alias}.price_terms->'tier'->>'kind') = 'EARLY_BIRD'`;

/** The SQL condition that a schedule can take new seats: published, live, not started. */
export const BOOKABLE_SQL = "s.status = 'PUBLISHED' and s.deleted_at is null and s.start_date > now()";

/** The schedule's capacity (its workshop's maxSeats) as a scalar subquery on `s`. */
export const CAPACITY_SQL =
  '(select w.max_seats from workshops w where w.tenant_id = s.tenant_id and w.id = s.workshop_id)';

/** Reads a schedule's counters: a plain read, no lock (the cheap no of a full schedule starts here). */
export async function scheduleSeats(
  knex: Knex,
  tenantId: string,
  scheduleId: string,
): Promise<ScheduleSeats | undefined> {
  const result = await knex.raw(
    `select ${BOOKABLE_SQL} as bookable, ${CAPACITY_SQL} as capacity, s.seats_held, s.seats_sold
     from workshop_schedules s where s.tenant_id = ? and s.id = ?`,
    [tenantId, scheduleId],
  );
  const row = result.rows[0] as
    | { bookable: boolean; capacity: number | null; seats_held: number; seats_sold: number }
    | undefined;
  if (!row || row.capacity === null) return undefined;
  return {
    bookable: row.bookable,
    capacity: row.capacity,
    held: row.seats_held,
    sold: row.seats_sold,
    left: Math.max(0, row.capacity - row.seats_held - row.seats_sold),
  };
}

/** A schedule's seats by its counters as they were read with its workshop: no query. */
export function seatsOn(schedule: WorkshopSchedule, workshop: Workshop): ScheduleSeats {
  const held = schedule.seatsHeld;
  const sold = schedule.seatsSold;
  return {
    bookable: schedule.status === 'PUBLISHED' && !schedule.deletedAt && schedule.startDate > new Date(),
    capacity: workshop.maxSeats,
    held,
    sold,
    left: Math.max(0, workshop.maxSeats - held - sold),
  };
}

/** What a caller has just read of a schedule, so that assertSeatsLeft need not read it again. */
export interface KnownSeats {
  /** Its counters (scheduleSeats or seatsOn). */
  seats?: ScheduleSeats;
  /** Whether it has holds that expired and still count (expiredHoldsSql). */
  expiredHolds?: boolean;
}

/**
 * Whether `seats` more seats fit on the schedule, decided without taking any lock: from its counters, and
 * when those say full, after releasing its expired holds if it has any. 422 on workshopScheduleId when
 * the schedule cannot be booked, 409 with the seats left when they do not fit. Booking runs this before
 * its transaction, so an attempt at a sold-out schedule never queues for its row. `known`: what the caller
 * has just read, instead of reading it again (a sold-out schedule's no then costs no query of its own).
 */
export async function assertSeatsLeft(
  knex: Knex,
  tenantId: string,
  scheduleId: string,
  seats: number,
  known: KnownSeats = {},
): Promise<void> {
  let counted = known.seats ?? (await scheduleSeats(knex, tenantId, scheduleId));
  if (!counted?.bookable) throw invalidSchedule();
  if (seats <= counted.left) return;
  if (known.expiredHolds ?? (await hasExpiredHolds(knex, tenantId, scheduleId))) {
    await knex.transaction((trx) => releaseExpiredHolds(trx, tenantId, scheduleId));
    counted = await scheduleSeats(knex, tenantId, scheduleId);
    if (!counted?.bookable) throw invalidSchedule();
    if (seats <= counted.left) return;
  }
  throw conflict(seatsLeftMessage(counted.left));
}

/**
 * Makes `booking` take `seats` seats as a booking of `status` (0 to free them), from what it takes now
 * (its seatsHeld, counted as its current status says): the booking's seats_held, the ledger rows of the
 * change and the schedule's counters, in `trx`. Call it before writing the new status. Taking more seats
 * than before is conditional on room (and on the schedule being bookable: 422 on workshopScheduleId);
 * when there is none the schedule's expired holds are released and it is tried once more, then 409 with
 * the seats left. Giving seats back is never refused. The caller holds the booking's row (lockBooking,
 * or it has just inserted it), so what it read of the booking is what is changed. Early-bird seats move
 * with them: the session's early_bird_seats counts a booking's seats while it is priced at the early-bird
 * tier; `priceTerms`, the terms the booking takes with this change when it is priced again (a second
 * attempt: book-once.ts), which the caller then writes; it chose them under the schedule's lock.
 */
export async function takeSeats(
  trx: Knex.Transaction,
  booking: Booking,
  status: BookingStatus,
  seats: number,
  priceTerms: BookingPriceTerms = booking.priceTerms,
): Promise<void> {
  await moveSeats(trx, booking, status, seats, true, priceTerms);
}

/**
 * Records the seats of a booking of a session already held, just inserted with seats_held 0 in its final
 * status (data written after the fact: the demo's past booking): the same rows takeSeats would have
 * written while the session was ahead (the booking's seats_held, HOLD then CONFIRM, the counters), but
 * with no room or bookable condition, since the schedule has started and nothing is sold now.
 */
export async function recordPastSeats(trx: Knex.Transaction, booking: Booking): Promise<void> {
  await moveSeats(trx, booking, booking.status, booking.seats, false, booking.priceTerms);
}

/** takeSeats; `mustFit` false: the counters move without the room and bookable condition (recordPastSeats). */
async function moveSeats(
  trx: Knex.Transaction,
  booking: Booking,
  status: BookingStatus,
  seats: number,
  mustFit: boolean,
  priceTerms: BookingPriceTerms,
): Promise<void> {
  const from = counterOf(booking.status);
  const to = counterOf(status);
  const held = from === 'held' ? booking.seatsHeld : 0;
  const sold = from === 'sold' ? booking.seatsHeld : 0;
  const heldAfter = to === 'held' ? seats : 0;
  const soldAfter = to === 'sold' ? seats : 0;
  const earlyBird =
    (isEarlyBird(priceTerms) ? heldAfter + soldAfter : 0) -
    (isEarlyBird(booking.priceTerms) ? held + sold : 0);
  // A booking redeems its code while it holds seats (code-redemptions.ts).
  const codeBefore = held + sold > 0 ? booking.priceTerms.discount?.codeId : undefined;
  const codeAfter = heldAfter + soldAfter > 0 ? priceTerms.discount?.codeId : undefined;
  if (held === heldAfter && sold === soldAfter && earlyBird === 0 && codeBefore === codeAfter) return;

  // Seats sold pass through a hold first, so the ledger tells each hold from its confirmation.
  const confirmed = Math.max(0, soldAfter - sold);
  const holdChange = heldAfter + confirmed - held;
  const rows: Array<[SeatLedgerKind, number]> = [];
  if (soldAfter < sold) rows.push(['REFUND', soldAfter - sold]);
  if (holdChange > 0) rows.push(['HOLD', holdChange]);
  if (holdChange < 0) rows.push(['RELEASE', holdChange]);
  if (confirmed > 0) rows.push(['CONFIRM', confirmed]);

  const grows = heldAfter + soldAfter - held - sold;
  const counted = () =>
    countSeats(
      trx,
      booking.tenantId,
      booking.workshopScheduleId,
      { held: heldAfter - held, sold: soldAfter - sold, earlyBird },
      mustFit,
    );
  if (!(await counted()) && grows > 0) {
    const { tenantId, workshopScheduleId } = booking;
    const released =
      (await hasExpiredHolds(trx, tenantId, workshopScheduleId)) &&
      (await releaseExpiredHolds(trx, tenantId, workshopScheduleId, booking.id)) > 0;
    if (!released || !(await counted())) {
      const now = await scheduleSeats(trx, booking.tenantId, booking.workshopScheduleId);
      if (!now?.bookable) throw invalidSchedule();
      // Left for this booking: the free seats and those it takes already.
      throw conflict(seatsLeftMessage(now.left + held + sold));
    }
  }
  if (codeBefore !== codeAfter)
    await moveRedemption(trx, booking, codeBefore, codeAfter, () =>
      countSeats(
        trx,
        booking.tenantId,
        booking.workshopScheduleId,
        { held: held - heldAfter, sold: sold - soldAfter, earlyBird: -earlyBird },
        false,
      ),
    );
  // Written only once the counters moved: a refusal leaves nothing behind in a transaction that goes on.
  const seatsHeld = heldAfter + soldAfter;
  if (seatsHeld !== booking.seatsHeld) await booking.$query(trx).patch({ seatsHeld });
  if (rows.length > 0)
    await trx('seat_ledger_entries').insert(
      rows.map(([kind, count]) => ({
        tenantId: booking.tenantId,
        workshopScheduleId: booking.workshopScheduleId,
        bookingId: booking.id,
        kind,
        seats: count,
      })),
    );
  booking.seatsHeld = seatsHeld;
  if (grows < 0) await offerFreedSeatsLater(trx, booking.tenantId, booking.workshopScheduleId);
}

/**
 * The booking's redemption moves from code `before` to `after` (either absent), once its seats have:
 * when the new code is used up, `undoSeats` puts the counters back before the 422, so a refusal leaves
 * nothing behind here either.
 */
async function moveRedemption(
  trx: Knex.Transaction,
  booking: Booking,
  before: string | undefined,
  after: string | undefined,
  undoSeats: () => Promise<boolean>,
): Promise<void> {
  if (after)
    await redeemCode(trx, booking, after).catch(async (error: unknown) => {
      await undoSeats();
      throw error;
    });
  if (before) await releaseCode(trx, booking.tenantId, before);
}

/**
 * The one statement that moves a schedule's counters: by held and sold (and its early-bird seats with
 * them); when the seats taken grow (and `mustFit`), only if they still fit and the schedule is bookable.
 * Answers whether it moved them.
 */
async function countSeats(
  trx: Knex,
  tenantId: string,
  scheduleId: string,
  by: { held: number; sold: number; earlyBird: number },
  mustFit: boolean,
): Promise<boolean> {
  const { held, sold, earlyBird } = by;
  const conditional = mustFit && held + sold > 0;
  const result = await trx.raw(
    `update workshop_schedules s set seats_held = s.seats_held + ?, seats_sold = s.seats_sold + ?,
       early_bird_seats = s.early_bird_seats + ?
     where s.tenant_id = ? and s.id = ?
     ${conditional ? `and ${BOOKABLE_SQL} and s.seats_held + s.seats_sold + ? <= ${CAPACITY_SQL}` : ''}
     returning s.id`,
    [held, sold, earlyBird, tenantId, scheduleId, ...(conditional ? [held + sold] : [])],
  );
  return result.rows.length === 1;
}

/**
 * The SQL condition that a schedule (`scheduleAlias`) has holds that expired and still count: an index
 * read, no lock.
 */
export const expiredHoldsSql = (scheduleAlias: string): string =>
  `exists (select 1 from bookings e where e.tenant_id = ${scheduleAlias}.tenant_id
     and e.workshop_schedule_id = ${scheduleAlias}.id and e.status = 'PENDING' and e.seats_held > 0
     and e.hold_expires_at <= now())`;

/** Whether a schedule has holds that expired and still count. */
async function hasExpiredHolds(knex: Knex, tenantId: string, scheduleId: string): Promise<boolean> {
  const result = await knex.raw(
    `select ${expiredHoldsSql('s')} as found from workshop_schedules s where s.tenant_id = ? and s.id = ?`,
    [tenantId, scheduleId],
  );
  return (result.rows[0] as { found: boolean } | undefined)?.found === true;
}

/**
 * Releases a schedule's expired holds in `trx`: each booking stays PENDING (its hold has expired, as the
 * API shows) with seats_held 0, a RELEASE row, and the schedule's seats_held goes down by their sum. The
 * schedule's row is locked first and the bookings with `skip locked`, in the order every change takes
 * (schedule, then booking: lockBooking), so it never deadlocks with one and never waits on a booking
 * being paid or changed right now (that change decides for itself). Waitlist entries whose offer a
 * released hold held leave the line (waitlist-bookings.ts). `exceptBookingId`: the caller's own.
 * Answers how many holds it released.
 */
export async function releaseExpiredHolds(
  trx: Knex.Transaction,
  tenantId: string,
  scheduleId: string,
  exceptBookingId?: string,
): Promise<number> {
  // No key update, as the counters' UPDATE: a booking being inserted holds a key share on the row (its
  // foreign key), which a plain FOR UPDATE would wait for, and deadlock with.
  await trx.raw('select 1 from workshop_schedules where tenant_id = ? and id = ? for no key update', [
    tenantId,
    scheduleId,
  ]);
  const result = await trx.raw(
    `with expired as (
       select tenant_id, id, seats_held from bookings
       where tenant_id = ? and workshop_schedule_id = ? and status = 'PENDING' and seats_held > 0
         and hold_expires_at <= now() and id is distinct from ?
       for update skip locked),
     released as (
       update bookings b set seats_held = 0, updated_at = now() from expired e
       where b.tenant_id = e.tenant_id and b.id = e.id
       returning b.tenant_id, b.workshop_schedule_id, b.id, e.seats_held,
         ${EARLY_BIRD_SQL('b')} as early_bird, ${BOOKING_CODE_SQL('b')} as code_id),
     codes as (
       update promo_codes c set redemptions = c.redemptions - r.uses, updated_at = now()
       from (select code_id, count(*) as uses from released where code_id is not null group by code_id) r
       where c.tenant_id = ? and c.id = r.code_id::uuid),
     ledger as (
       insert into seat_ledger_entries (tenant_id, workshop_schedule_id, booking_id, kind, seats)
       select tenant_id, workshop_schedule_id, id, 'RELEASE', -seats_held from released),
     counted as (
       update workshop_schedules s set seats_held = s.seats_held - (select sum(seats_held) from released),
         early_bird_seats = s.early_bird_seats
           - (select coalesce(sum(seats_held), 0) from released where early_bird)
       where s.tenant_id = ? and s.id = ? and exists (select 1 from released))
     select coalesce(array_agg(id::text), '{}') as ids from released`,
    [tenantId, scheduleId, exceptBookingId ?? null, tenantId, tenantId, scheduleId],
  );
  const { ids } = result.rows[0] as { ids: string[] };
  if (ids.length === 0) return 0;
  // Before the offer is queued: an offer whose hold this was is out of the line now.
  await expireOffersOfReleasedHolds(trx, tenantId, ids);
  await offerFreedSeatsLater(trx, tenantId, scheduleId);
  return ids.length;
}

/**
 * Releases every expired hold of every schedule, one short transaction per schedule (the expiry timer
 * of process/once-per-app.ts). Answers how many holds it released.
 */
export async function releaseAllExpiredHolds(knex: Knex): Promise<number> {
  const schedules: Array<{ tenantId: string; workshopScheduleId: string }> = await knex('bookings')
    .distinct('tenantId', 'workshopScheduleId')
    .where({ status: 'PENDING' })
    .where('seatsHeld', '>', 0)
    .where('holdExpiresAt', '<=', knex.fn.now());
  let released = 0;
  for (const { tenantId, workshopScheduleId } of schedules) {
    released += await knex.transaction((trx) => releaseExpiredHolds(trx, tenantId, workshopScheduleId));
  }
  return released;
}

/**
 * The capacity of schedules changes from `from` to `to` seats (their workshop's maxSeats changed, or a
 * schedule moved to another workshop): each live one records it in the ledger, so its free seats
 * (capacity − sold − held) can be traced. Going below the seats a coming schedule has taken is a 422 on
 * `field`: seats sold are not taken back.
 */
export async function changeCapacity(
  trx: Knex.Transaction,
  tenantId: string,
  schedules: { workshopId: string } | { id: string },
  change: { from: number; to: number; field: 'maxSeats' | 'workshopId' },
): Promise<void> {
  const { from, to } = change;
  if (from === to) return;
  const rows: Array<{ id: string; taken: number; future: boolean }> = await trx('workshopSchedules')
    .where({ tenantId, ...schedules })
    .whereNull('deletedAt')
    .select('id', trx.raw('seats_held + seats_sold as taken'), trx.raw('start_date > now() as future'));
  const most = Math.max(0, ...rows.filter((s) => s.future).map((s) => s.taken));
  if (to < most) throw validationFailed({ [change.field]: [seatsTakenMessage(most)] });
  if (rows.length === 0) return;
  await trx('seat_ledger_entries').insert(
    rows.map((s) => ({ tenantId, workshopScheduleId: s.id, kind: 'CAPACITY', seats: to - from })),
  );
  if (to > from) for (const s of rows) if (s.future) await offerFreedSeatsLater(trx, tenantId, s.id);
}

/** Why maxSeats cannot go below the seats a schedule has taken. */
const seatsTakenMessage = (taken: number): string =>
  `A schedule of this workshop already has ${taken} ${taken === 1 ? 'seat' : 'seats'} taken.`;

const invalidSchedule = () =>
  validationFailed({ workshopScheduleId: ['The selected workshop schedule is invalid.'] });
