import type { Knex } from 'knex';
import { Payout } from '../models/payout.ts';

const DAY_MS = 86_400_000;

/** A booking's share the coach is owed and not paid yet, with its session's end and when it comes due. */
export interface OwedShareRow {
  bookingId: string;
  workshopTitle: string;
  currency: string;
  sessionEnded: Date;
  owedMinor: number;
  dueAt: Date;
}

/**
 * What a coach is owed in a team, booking by booking (the ledger's payout sum above 0), oldest session
 * first: each is due `holdDays` after its session ends, and goes out with the next payout after that.
 */
export async function owedShares(
  knex: Knex,
  tenantId: string,
  coachId: string,
  holdDays: number,
): Promise<OwedShareRow[]> {
  const rows: Array<Omit<OwedShareRow, 'dueAt'>> = await knex('ledger_entries as le')
    .join('bookings as b', (on) => on.on('b.tenant_id', 'le.tenant_id').on('b.id', 'le.booking_id'))
    .join('workshop_schedules as s', (on) =>
      on.on('s.tenant_id', 'b.tenant_id').on('s.id', 'b.workshop_schedule_id'),
    )
    .join('workshops as w', (on) => on.on('w.tenant_id', 'le.tenant_id').on('w.id', 'le.workshop_id'))
    .where({ 'le.tenant_id': tenantId, 'le.coach_id': coachId })
    .groupBy('le.booking_id', 'w.title', 'le.currency', 's.end_date')
    .havingRaw('sum(le.payout_minor) > 0')
    .orderBy(['s.end_date', 'le.booking_id'])
    .select(
      'le.booking_id as bookingId',
      'w.title as workshopTitle',
      'le.currency as currency',
      's.end_date as sessionEnded',
      knex.raw('sum(le.payout_minor)::integer as "owedMinor"'),
    );
  return rows.map((row) => ({
    ...row,
    sessionEnded: new Date(row.sessionEnded),
    dueAt: new Date(new Date(row.sessionEnded).getTime() + holdDays * DAY_MS),
  }));
}

/** What payouts sent a coach in a team per currency, less what refunds took back from them. */
export async function paidOutMinor(
  knex: Knex,
  tenantId: string,
  coachId: string,
): Promise<Map<string, number>> {
  const rows: Array<{ currency: string; paid: number }> = await knex('ledger_entries')
    .where({ tenantId, coachId })
    .whereIn('kind', ['TRANSFER', 'REVERSAL'])
    .groupBy('currency')
    .select('currency', knex.raw('(-sum(payout_minor))::integer as paid'));
  return new Map(rows.map((row) => [row.currency, row.paid]));
}

/** A payout with the bookings it paid: each booking's share, and its workshop's title. */
export interface PayoutWithBookings {
  payout: Payout;
  bookings: Array<{ bookingId: string; workshopTitle: string; amountMinor: number }>;
}

/**
 * A coach's payouts in a team, newest first (all of them, or the one `payoutId`), with their bookings;
 * every coach's when `coachId` is null (a super-admin's look).
 */
export async function payoutsOf(
  knex: Knex,
  tenantId: string,
  coachId: string | null,
  payoutId?: string,
): Promise<PayoutWithBookings[]> {
  const query = Payout.forTenant(tenantId, knex).orderBy('createdAt', 'desc');
  if (coachId) query.where({ coachId });
  if (payoutId) query.where('id', payoutId);
  const payouts = await query;
  if (payouts.length === 0) return [];
  const lines: Array<{ payoutId: string; bookingId: string; workshopTitle: string; amountMinor: number }> =
    await knex('ledger_entries as le')
      .join('workshops as w', (on) => on.on('w.tenant_id', 'le.tenant_id').on('w.id', 'le.workshop_id'))
      .where({ 'le.tenant_id': tenantId, 'le.kind': 'TRANSFER' })
      .whereIn(
        'le.payout_id',
        payouts.map((payout) => payout.id),
      )
      .orderBy(['w.title', 'le.booking_id'])
      .select(
        'le.payout_id as payoutId',
        'le.booking_id as bookingId',
        'w.title as workshopTitle',
        knex.raw('(-le.payout_minor) as "amountMinor"'),
      );
  return payouts.map((payout) => ({
    payout,
    bookings: lines
      .filter((line) => line.payoutId === payout.id)
      .map(({ bookingId, workshopTitle, amountMinor }) => ({ bookingId, workshopTitle, amountMinor })),
  }));
}
