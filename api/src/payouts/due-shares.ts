import type { Knex } from 'knex';

/** A booking's share still owed to its coach, once its session is far enough behind to be paid out. */
export interface DueShare {
  tenantId: string;
  coachId: string;
  currency: string;
  bookingId: string;
  workshopId: string;
  owedMinor: number;
}

/**
 * Every booking's share that is due: the sum of its ledger's payout column (what its charges earned the
 * coach, less refunds and what payouts already took) above 0, of a session that ended `holdDays` before
 * `now`, for a coach whose Stripe account can be paid. Narrowed to one coach of one team in one currency
 * when `of` is given (the run's second look, under that coach's lock).
 */
export async function dueShares(
  knex: Knex,
  dueBefore: Date,
  of?: { tenantId: string; coachId: string; currency: string },
): Promise<DueShare[]> {
  const query = knex('ledger_entries as le')
    .join('bookings as b', (on) => on.on('b.tenant_id', 'le.tenant_id').on('b.id', 'le.booking_id'))
    .join('workshop_schedules as s', (on) =>
      on.on('s.tenant_id', 'b.tenant_id').on('s.id', 'b.workshop_schedule_id'),
    )
    .join('payout_accounts as pa', 'pa.user_id', 'le.coach_id')
    .where('pa.payouts_enabled', true)
    .where('s.end_date', '<=', dueBefore)
    .groupBy('le.tenant_id', 'le.coach_id', 'le.currency', 'le.booking_id', 'le.workshop_id')
    .havingRaw('sum(le.payout_minor) > 0')
    .orderBy(['le.tenant_id', 'le.coach_id', 'le.currency', 'le.booking_id'])
    .select(
      'le.tenant_id as tenantId',
      'le.coach_id as coachId',
      'le.currency as currency',
      'le.booking_id as bookingId',
      'le.workshop_id as workshopId',
      knex.raw('sum(le.payout_minor)::integer as "owedMinor"'),
    );
  if (of) {
    query.where({ 'le.tenant_id': of.tenantId, 'le.coach_id': of.coachId, 'le.currency': of.currency });
  }
  return (await query) as DueShare[];
}
