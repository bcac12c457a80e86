import {
  BOOKING_STATUSES,
  type DashboardMetrics,
  DEFAULT_CURRENCY,
  fromMinorUnits,
  INVITATION_STATUSES,
  METRIC_MONTHS,
} from '@exceed/contract';
import type { Knex } from 'knex';

type Row = Record<string, unknown>;
type Counts<K extends string> = Record<K, number>;

/** Every key at 0, then the counted ones (`rows` of { key, count }). */
function countsOf<K extends string>(keys: readonly K[], rows: Row[]): Counts<K> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Counts<K>;
  for (const row of rows) counts[row.key as K] = Number(row.count);
  return counts;
}

/** The last METRIC_MONTHS months as YYYY-MM (UTC), oldest first. */
function lastMonths(now = new Date()): string[] {
  return Array.from({ length: METRIC_MONTHS }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (METRIC_MONTHS - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Where the money series start: the first day of the oldest month shown. */
const seriesStart = () => new Date(`${lastMonths()[0]}-01T00:00:00Z`);

/**
 * Rows of minor units by month and currency as the contract's series, one per currency by code (one of
 * zeros in the default currency when there are none): each month's sums, in decimals, by `read`.
 */
function seriesByCurrency<T>(
  rows: Row[],
  read: (row: Row | undefined, currency: string) => T,
): Array<{ currency: string; months: Array<{ month: string } & T> }> {
  const currencies = [...new Set(rows.map((row) => String(row.currency)))].sort();
  return (currencies.length > 0 ? currencies : [DEFAULT_CURRENCY]).map((currency) => {
    const byMonth = new Map(
      rows.filter((row) => row.currency === currency).map((row) => [String(row.month), row]),
    );
    return {
      currency,
      months: lastMonths().map((month) => ({ month, ...read(byMonth.get(month), currency) })),
    };
  });
}

/** A sum column of a row as a decimal of its currency (0 when the month has no row). */
const decimal = (row: Row | undefined, column: string, currency: string) =>
  fromMinorUnits(Number(row?.[column] ?? 0), currency);

const nextSessionOf = (row: Row | undefined) =>
  row
    ? {
        workshopScheduleId: String(row.id),
        workshopTitle: String(row.title),
        startDate: new Date(row.start_date as string).toISOString(),
        timezone: String(row.timezone),
      }
    : null;

/**
 * The client side: sessions ahead (my CONFIRMED bookings and the seats I accepted on live bookings),
 * my bookings by status, the seats I gave out by status, and what I paid less refunds by month and currency.
 */
export async function clientMetrics(knex: Knex, userId: string): Promise<DashboardMetrics['client']> {
  const ahead = await knex.raw(
    `select s.id, w.title, s.start_date, s.timezone from workshop_schedules s
       join workshops w on w.tenant_id = s.tenant_id and w.id = s.workshop_id
     where s.deleted_at is null and s.start_date > now() and exists (
       select 1 from bookings b where b.tenant_id = s.tenant_id and b.workshop_schedule_id = s.id
         and b.deleted_at is null and b.status = 'CONFIRMED'
         and (b.user_id = :userId or exists (
           select 1 from booking_seats bs where bs.tenant_id = b.tenant_id and bs.booking_id = b.id
             and bs.deleted_at is null and bs.status = 'ACCEPTED' and bs.user_id = :userId)))
     order by s.start_date`,
    { userId },
  );
  const bookings = await knex.raw(
    `select status as key, count(*) as count from bookings
     where user_id = :userId and deleted_at is null group by status`,
    { userId },
  );
  const seats = await knex.raw(
    `select bs.status as key, count(*) as count from booking_seats bs
       join bookings b on b.tenant_id = bs.tenant_id and b.id = bs.booking_id
     where b.user_id = :userId and b.deleted_at is null and bs.deleted_at is null group by bs.status`,
    { userId },
  );
  const spent = await knex.raw(
    `select to_char(date_trunc('month', l.created_at at time zone 'UTC'), 'YYYY-MM') as month,
            l.currency, sum(l.gross_minor) as amount
       from ledger_entries l join bookings b on b.tenant_id = l.tenant_id and b.id = l.booking_id
     where coalesce(l.payer_id, b.user_id) = :userId and l.created_at >= :from group by 1, 2`,
    { userId, from: seriesStart() },
  );
  return {
    upcomingSessions: ahead.rows.length,
    nextSession: nextSessionOf(ahead.rows[0] as Row | undefined),
    bookingsByStatus: countsOf(BOOKING_STATUSES, bookings.rows),
    seatsByStatus: countsOf(INVITATION_STATUSES, seats.rows),
    spending: seriesByCurrency(spent.rows, (row, currency) => ({ amount: decimal(row, 'amount', currency) })),
  };
}

/**
 * The coach side, over the coach's own schedules in the teams they are an ACTIVE member of: sessions
 * ahead (PUBLISHED), the bookings of their schedules by status and the seats sold, revenue, fees and
 * payout by month and currency from the ledger (what passed through Exceed: not what they recorded as
 * paid outside it), and their ratings.
 */
export async function coachMetrics(
  knex: Knex,
  coachId: string,
  tenantIds: readonly string[],
  options: { payouts: boolean },
): Promise<NonNullable<DashboardMetrics['coach']>> {
  // knex spreads an array binding into a list; a coach of no team still needs one value that matches nothing.
  const scope = {
    coachId,
    tenantIds: tenantIds.length > 0 ? [...tenantIds] : ['00000000-0000-0000-0000-000000000000'],
  };
  const ahead = await knex.raw(
    `select s.id, w.title, s.start_date, s.timezone from workshop_schedules s
       join workshops w on w.tenant_id = s.tenant_id and w.id = s.workshop_id
     where s.coach_id = :coachId and s.tenant_id = any(cast(:tenantIds as uuid[])) and s.deleted_at is null
       and s.status = 'PUBLISHED' and s.start_date > now()
     order by s.start_date`,
    scope,
  );
  const bookings = await knex.raw(
    `select b.status as key, count(*) as count, sum(b.seats) as seats from bookings b
       join workshop_schedules s on s.tenant_id = b.tenant_id and s.id = b.workshop_schedule_id
     where s.coach_id = :coachId and s.tenant_id = any(cast(:tenantIds as uuid[])) and b.deleted_at is null
     group by b.status`,
    scope,
  );
  const revenue = await knex.raw(
    `select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, currency,
            sum(gross_minor) as gross, sum(fee_minor) as fees, sum(payout_minor) as payout
       from ledger_entries
     where coach_id = :coachId and tenant_id = any(cast(:tenantIds as uuid[])) and created_at >= :from
       and kind in ('CHARGE', 'REFUND')
     group by 1, 2`,
    { ...scope, from: seriesStart() },
  );
  const rating = await knex.raw(
    `select round(avg(f.rating), 2) as average, count(*) as count from feedbacks f
       join workshop_schedules s on s.tenant_id = f.tenant_id and s.id = f.workshop_schedule_id
     where s.coach_id = :coachId and s.tenant_id = any(cast(:tenantIds as uuid[]))`,
    scope,
  );
  // The first-run checklist: each step read from what the coach has, never from a flag of its own.
  const steps = await knex.raw(
    `select
       exists (select 1 from users u join profiles p on p.user_id = u.id
                 join coach_profiles c on c.user_id = u.id
               where u.id = :coachId and u.avatar is not null and coalesce(p.headline, '') <> ''
                 and coalesce(c.business_name, '') <> '' and coalesce(c.bio, '') <> ''
                 and jsonb_array_length(c.specializations) > 0) as profile,
       exists (select 1 from payout_accounts where user_id = :coachId) as payout_account,
       exists (select 1 from workshops where coach_id = :coachId and deleted_at is null
                 and tenant_id = any(cast(:tenantIds as uuid[]))) as workshop,
       exists (select 1 from workshop_schedules where coach_id = :coachId and deleted_at is null
                 and tenant_id = any(cast(:tenantIds as uuid[]))) as schedule`,
    scope,
  );
  const step = steps.rows[0] as Row;
  const sold = (bookings.rows as Row[])
    .filter((row) => row.key === 'CONFIRMED' || row.key === 'COMPLETED')
    .reduce((total, row) => total + Number(row.seats), 0);
  const ratingRow = rating.rows[0] as Row | undefined;
  return {
    upcomingSessions: ahead.rows.length,
    nextSession: nextSessionOf(ahead.rows[0] as Row | undefined),
    bookingsByStatus: countsOf(BOOKING_STATUSES, bookings.rows),
    seatsSold: sold,
    revenue: seriesByCurrency(revenue.rows, (row, currency) => ({
      gross: decimal(row, 'gross', currency),
      platformFees: decimal(row, 'fees', currency),
      payout: decimal(row, 'payout', currency),
    })),
    rating: {
      average: ratingRow?.average == null ? null : Number(ratingRow.average),
      count: Number(ratingRow?.count ?? 0),
    },
    firstRun: {
      profile: step.profile === true,
      payoutAccount: options.payouts ? step.payout_account === true : null,
      workshop: step.workshop === true,
      schedule: step.schedule === true,
    },
  };
}
