import { fromMinorUnits, idParamsSchema, payoutQuerySchema, payoutSummarySchema } from '@exceed/contract';
import type { Knex } from 'knex';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { EARNING_KINDS, LedgerEntry } from '../../models/ledger-entry.ts';
import { formatMoney } from '../../payments/statement-pdf.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { sendCoachStatement } from './coach-statement.ts';
import { teamCoach, teamWorkshop } from './team-coach.ts';

const listSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: payoutSummarySchema } },
  required: ['data'],
  additionalProperties: false,
} as const;

interface PayoutRow {
  workshopId: string;
  workshopTitle: string;
  currency: string;
  bookings: string | number;
  gross: string | number;
  fees: string | number;
  refunds: string | number;
  payout: string | number;
}

/** The ledger of a team summed per workshop and currency, in SQL; a coach's own unless `coachId` is null. */
function payoutSums(trx: Knex, tenantId: string, coachId: string | null, workshopId?: string) {
  const query = LedgerEntry.forTenant(tenantId, trx)
    .join('workshops as w', (on) =>
      on.on('w.tenantId', 'ledger_entries.tenantId').on('w.id', 'ledger_entries.workshopId'),
    )
    .groupBy('ledger_entries.workshopId', 'w.title', 'ledger_entries.currency')
    .orderBy('w.title')
    .select(
      'ledger_entries.workshopId as workshopId',
      'w.title as workshopTitle',
      'ledger_entries.currency as currency',
      trx.raw(
        "count(distinct ledger_entries.booking_id) filter (where ledger_entries.kind = 'CHARGE') as bookings",
      ),
      // Money paid outside Exceed (OFFLINE) took no fee and owes no payout: the sums are Exceed's own.
      trx.raw(
        "coalesce(sum(ledger_entries.gross_minor) filter (where ledger_entries.kind <> 'OFFLINE'), 0) as gross",
      ),
      trx.raw('sum(ledger_entries.fee_minor) as fees'),
      trx.raw(
        "coalesce(-sum(ledger_entries.gross_minor) filter (where ledger_entries.kind = 'REFUND'), 0) as refunds",
      ),
      // The coach's earnings: what payouts moved out (TRANSFER, REVERSAL) is not more or less earned.
      trx.raw(
        "coalesce(sum(ledger_entries.payout_minor) filter (where ledger_entries.kind in ('CHARGE', 'REFUND')), 0) as payout",
      ),
    );
  if (coachId) query.where('ledger_entries.coachId', coachId);
  if (workshopId) query.where('ledger_entries.workshopId', workshopId);
  return query as unknown as Promise<PayoutRow[]>;
}

/**
 * GET /v1/payments/payouts: what the caller earned per workshop in the X-Team team (a super-admin: every
 * coach of it): sales less refunds, the platform's fees, and the payout, from the ledger.
 */
export const listPayouts = defineRoute({
  method: 'get',
  path: '/payments/payouts',
  summary: 'Payouts per workshop (coach)',
  tags: ['Payments'],
  before: [authenticate(), currentTenant()],
  request: { query: payoutQuerySchema },
  responses: { 200: listSchema },
  errors: [400, 401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant, actor } = await teamCoach(ctx, trx);
    const rows = await payoutSums(
      trx,
      tenant.id,
      actor.superAdmin ? null : actor.user.id,
      ctx.state.input.query.workshopId,
    );
    return {
      data: rows.map((row) => ({
        workshopId: row.workshopId,
        workshopTitle: row.workshopTitle,
        currency: row.currency,
        bookings: Number(row.bookings),
        gross: fromMinorUnits(Number(row.gross), row.currency),
        platformFees: fromMinorUnits(Number(row.fees), row.currency),
        refunds: fromMinorUnits(Number(row.refunds), row.currency),
        payout: fromMinorUnits(Number(row.payout), row.currency),
      })),
    };
  },
});

/**
 * GET /v1/payments/workshops/:id/statement: a workshop's payout statement as a PDF for its coach (or a
 * super-admin): every charge and refund, the platform's fees and the payout.
 */
export const showPayoutStatement = defineRoute({
  method: 'get',
  path: '/payments/workshops/:id/statement',
  summary: "A workshop's payout statement (PDF)",
  tags: ['Payments'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: null },
  errors: [400, 401, 403, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant, workshop } = await teamWorkshop(ctx, trx, ctx.state.input.params.id);
    authorize(cataloguePolicy.manage(await actorOf(ctx, trx), tenant.id, workshop.coachId));
    const entries = await LedgerEntry.forTenant(tenant.id, trx)
      .where('workshopId', workshop.id)
      .whereIn('kind', EARNING_KINDS)
      .orderBy('createdAt');
    const currency = entries[0]?.currency ?? workshop.currency;
    const sum = (pick: (entry: LedgerEntry) => number) =>
      entries.reduce((total, entry) => total + pick(entry), 0);
    const filename = `payouts-${workshop.slug}.pdf`;
    await sendCoachStatement(
      ctx,
      trx,
      { tenant, coachId: workshop.coachId, filename },
      {
        title: 'Payout statement',
        number: `PAY-${workshop.id.slice(0, 8).toUpperCase()}`,
        issuedAt: new Date(),
        currency,
        rows: entries.map((entry) => ({
          label: `${entry.createdAt.toISOString().slice(0, 10)} ${entry.kind === 'CHARGE' ? 'Booking' : 'Refund'} ${entry.bookingId.slice(0, 8).toUpperCase()}`,
          amountMinor: entry.grossMinor,
        })),
        totals: [
          { label: 'Sales', amountMinor: sum((entry) => entry.grossMinor) },
          ...(sum((entry) => entry.taxMinor) === 0
            ? []
            : [
                { label: 'of which tax, yours to declare', amountMinor: sum((entry) => entry.taxMinor) },
                { label: 'Net sales', amountMinor: sum((entry) => entry.grossMinor - entry.taxMinor) },
              ]),
          { label: 'Platform fees (on net sales)', amountMinor: -sum((entry) => entry.feeMinor) },
          { label: 'Payout', amountMinor: sum((entry) => entry.payoutMinor), strong: true },
        ],
        note: `${workshop.title}: ${entries.length} movements, fees of ${ctx.config.platformFeePercent}% (${formatMoney(
          sum((entry) => entry.feeMinor),
          currency,
        )}).`,
      },
    );
    return undefined;
  },
});
