import { fromMinorUnits, type PromoCodeResource } from '@exceed/contract';
import type { PromoCode } from '../models/promo-code.ts';

/** What a code has brought in, by currency, in minor units (promo-codes/code-revenue.ts). */
export type CodeRevenue = Array<{ currency: string; amountMinor: number }>;

/** A promo code as the API shows it, with its workshop's title, its revenue and what the caller may do. */
export function presentPromoCode(
  code: PromoCode,
  extra: { workshopTitle: string | null; revenue: CodeRevenue; mayDelete: boolean },
): PromoCodeResource {
  return {
    id: code.id,
    code: code.code,
    workshopId: code.workshopId,
    workshopTitle: extra.workshopTitle,
    percentOff: code.percentOff,
    amountOff:
      code.amountOffMinor === null || code.currency === null
        ? null
        : fromMinorUnits(code.amountOffMinor, code.currency),
    currency: code.currency,
    validFrom: code.validFrom?.toISOString() ?? null,
    validUntil: code.validUntil?.toISOString() ?? null,
    maxRedemptions: code.maxRedemptions,
    maxPerPerson: code.maxPerPerson,
    minSeats: code.minSeats,
    redemptions: code.redemptions,
    revenue: extra.revenue.map(({ currency, amountMinor }) => ({
      currency,
      amount: fromMinorUnits(amountMinor, currency),
    })),
    createdAt: code.createdAt.toISOString(),
    abilities: { delete: extra.mayDelete },
  };
}
