import type { Knex } from 'knex';
import { BOOKING_CODE_SQL } from '../../bookings/code-redemptions.ts';
import { PromoCode } from '../../models/promo-code.ts';
import { Workshop } from '../../models/workshop.ts';
import type { Actor } from '../../policies/actor.ts';
import { promoCodePolicy } from '../../policies/promo-code-policy.ts';
import { type CodeRevenue, presentPromoCode } from '../../presenters/present-promo-code.ts';

/** What the codes' bookings paid, less what was refunded, by code and currency. */
async function revenueOf(knex: Knex, tenantId: string, ids: string[]): Promise<Map<string, CodeRevenue>> {
  const revenue = new Map<string, CodeRevenue>();
  if (ids.length === 0) return revenue;
  const result = await knex.raw(
    `select ${BOOKING_CODE_SQL('b')} as code_id, b.currency,
       sum(b.amount_paid_minor - b.amount_refunded_minor)::bigint as amount
     from bookings b
     where b.tenant_id = ? and ${BOOKING_CODE_SQL('b')} = any(?) and b.deleted_at is null
     group by 1, 2 order by 2`,
    [tenantId, ids],
  );
  for (const row of result.rows as Array<{ code_id: string; currency: string; amount: string }>) {
    const lines = revenue.get(row.code_id) ?? [];
    lines.push({ currency: row.currency, amountMinor: Number(row.amount) });
    revenue.set(row.code_id, lines);
  }
  return revenue;
}

/**
 * The team's live codes the actor may see (promo-code-policy.ts list), newest first: with `workshopId`,
 * that workshop's and the team's that apply to it; presented with their revenue and abilities.
 */
export async function listCodes(
  knex: Knex,
  actor: Actor,
  tenantId: string,
  scope: { workshopId?: string | undefined; coached: boolean },
) {
  const query = PromoCode.forTenant(tenantId, knex).orderBy('createdAt', 'desc').orderBy('id');
  const { workshopId } = scope;
  if (workshopId) query.where((where) => where.where('workshopId', workshopId).orWhereNull('workshopId'));
  else if (scope.coached)
    query.where((where) =>
      where
        .whereNull('workshopId')
        .orWhereIn(
          'workshopId',
          Workshop.forTenant(tenantId, knex).select('id').where('coachId', actor.user.id),
        ),
    );
  const codes = await query;
  const workshopIds = [...new Set(codes.flatMap((code) => (code.workshopId ? [code.workshopId] : [])))];
  const workshops = new Map(
    (await Workshop.forTenant(tenantId, knex).withDeleted().findByIds(workshopIds)).map((workshop) => [
      workshop.id,
      workshop,
    ]),
  );
  const revenue = await revenueOf(
    knex,
    tenantId,
    codes.map((code) => code.id),
  );
  return codes.map((code) => {
    const workshop = code.workshopId ? workshops.get(code.workshopId) : undefined;
    return presentPromoCode(code, {
      workshopTitle: workshop?.title ?? null,
      revenue: revenue.get(code.id) ?? [],
      mayDelete: promoCodePolicy.manage(actor, tenantId, workshop ?? null),
    });
  });
}
