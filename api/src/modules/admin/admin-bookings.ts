import {
  adminBookingQuerySchema,
  adminBookingSchema,
  bookingSchema,
  dataEnvelope,
  idParamsSchema,
  pageEnvelope,
  UUID_PATTERN,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { withBookingGraph, withSeatHolder } from '../../bookings/booking-graph.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { isoDate, presentPage } from '../../http/presenter.ts';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { Dispute } from '../../models/dispute.ts';
import { LedgerEntry } from '../../models/ledger-entry.ts';
import { User } from '../../models/user.ts';
import { seatAbilities } from '../../policies/booking-abilities.ts';
import { PLATFORM_PARTIES } from '../../policies/booking-policy.ts';
import { presentBooking } from '../../presenters/present-booking.ts';
import { presentBookingSeat } from '../../presenters/present-booking-seat.ts';
import { adminAccess, tags } from './admin-access.ts';
import { presentDispute } from './admin-disputes.ts';

/**
 * GET /v1/admin/bookings?search=: bookings of every team, newest first. A search that is an id finds the
 * booking or the schedule's bookings with it; other text, bookers whose email contains it.
 */
export const listAdminBookings = defineRoute({
  method: 'get',
  path: '/admin/bookings',
  summary: 'Find bookings across teams by id, booker email or schedule id',
  tags,
  before: adminAccess,
  request: { query: adminBookingQuerySchema },
  responses: { 200: pageEnvelope(bookingSchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { search, ...page } = ctx.state.input.query;
    const query = withBookingGraph(Booking.acrossTenants(ctx.state.trx)).orderBy([
      { column: 'bookings.createdAt', order: 'desc' },
      { column: 'bookings.id' },
    ]);
    if (search && UUID_PATTERN.test(search)) {
      query.where((scope) =>
        scope.where('bookings.id', search).orWhere('bookings.workshopScheduleId', search),
      );
    } else if (search) {
      query.whereIn(
        'bookings.userId',
        User.query(ctx.state.trx)
          .withDeleted()
          .select('users.id')
          .whereILike('users.email', containsPattern(search)),
      );
    }
    return presentPage(await paginate(query, page), (booking) => presentBooking(booking, PLATFORM_PARTIES));
  },
});

/** What the client paid, by card or outside Exceed; the other kinds move the coach's share. */
const PAYMENT_KINDS: readonly string[] = ['CHARGE', 'OFFLINE'];

const presentMovement = (entry: LedgerEntry) => ({
  id: entry.id,
  kind: entry.kind,
  reference: entry.reference,
  currency: entry.currency,
  gross: entry.grossMinor,
  fee: entry.feeMinor,
  payout: entry.payoutMinor,
  createdAt: isoDate(entry.createdAt),
});

/** A booking (deleted ones too) with its seats, its money, its disputes and its schedule's seat ledger. */
export async function adminBooking(trx: Knex, id: string) {
  const booking = await withBookingGraph(
    Booking.acrossTenants(trx).withDeleted().findById(id),
  ).throwIfNotFound();
  const seats = await withSeatHolder(BookingSeat.forTenant(booking.tenantId, trx))
    .withDeleted()
    .where('bookingId', booking.id)
    .orderBy('createdAt');
  const money = await LedgerEntry.forTenant(booking.tenantId, trx)
    .where('bookingId', booking.id)
    .orderBy('createdAt');
  const disputes = await Dispute.forTenant(booking.tenantId, trx)
    .where('bookingId', booking.id)
    .orderBy('createdAt');
  const seatLedger = await trx('seat_ledger_entries')
    .where({ tenant_id: booking.tenantId, workshop_schedule_id: booking.workshopScheduleId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const platform = { ...PLATFORM_PARTIES, holder: false };
  return {
    booking: presentBooking(booking, PLATFORM_PARTIES),
    tenantId: booking.tenantId,
    seats: seats.map((seat) => presentBookingSeat(seat, seatAbilities(platform, seat, booking), platform)),
    payments: money.filter((entry) => PAYMENT_KINDS.includes(entry.kind)).map(presentMovement),
    refunds: money.filter((entry) => entry.kind === 'REFUND').map(presentMovement),
    payouts: money
      .filter((entry) => entry.kind !== 'REFUND' && !PAYMENT_KINDS.includes(entry.kind))
      .map(presentMovement),
    disputes: disputes.map(presentDispute),
    seatLedger: seatLedger.map((row: Record<string, unknown>) => ({
      id: String(row.id),
      bookingId: (row.bookingId as string | null) ?? null,
      kind: row.kind,
      seats: Number(row.seats),
      createdAt: isoDate(row.createdAt as Date),
    })),
  };
}

/** GET /v1/admin/bookings/:id: the booking with its seats, payments, refunds and seat-ledger rows. */
export const showAdminBooking = defineRoute({
  method: 'get',
  path: '/admin/bookings/:id',
  summary: 'Show a booking with its seats, payments, refunds and seat ledger',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(adminBookingSchema) },
  errors: [401, 403, 404],
  transaction: true,
  handler: async (ctx) => ({ data: await adminBooking(ctx.state.trx, ctx.state.input.params.id) }),
});
