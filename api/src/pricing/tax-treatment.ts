import { EU_MEMBER_STATES, normalVatId, TAX_LABELS, vatIdCountry, vatIdProblem } from '@exceed/contract';
import { validationFailed } from '../errors.ts';
import type { StoredTaxRegistration } from '../models/tenant.ts';
import type { HeldTax } from './price-breakdown.ts';

/** A team's registration for tax, as stored on the team (tenants.tax_*). */
export interface SellerTax {
  /** Where it is registered; null: it is not, and charges no tax. */
  country: string | null;
  pricesIncludeTax: boolean;
  defaultRate: number | null;
  /** Rates by buyer country. */
  rates: Record<string, number>;
}

/** A team's registration as the rule reads it: not registered until it names its country. */
export const sellerTaxOf = (stored: StoredTaxRegistration): SellerTax => ({
  country: stored.country ?? null,
  pricesIncludeTax: stored.pricesIncludeTax ?? false,
  defaultRate: stored.defaultRate ?? null,
  rates: stored.rates ?? {},
});

/** Who buys, as far as tax is concerned: their country (the booking's address) and any VAT ID. */
export interface BuyerTax {
  country: string;
  vatId?: string | null | undefined;
}

/** Which case of the tax rule a sale is, for tests and the decision's words. */
export type TaxCase = 'untaxed' | 'charged' | 'reverse-charge' | 'outside-eu';

/**
 * The case of a sale by `seller` to `buyer` (docs/decisions/0101-taxes.md):
 * - a team not registered for tax charges none;
 * - an EU team selling to a buyer outside the EU charges no VAT (the place of supply is the buyer's);
 * - an EU team selling to a business of another member state (a VAT ID of that state, in its format)
 *   charges no VAT either: the buyer accounts for it (reverse charge);
 * - anything else is charged: the rate of the buyer's country, or the team's default rate.
 */
export function taxCase(seller: SellerTax, buyer: BuyerTax): TaxCase {
  if (!seller.country) return 'untaxed';
  if (!EU_MEMBER_STATES.has(seller.country)) return 'charged';
  if (!EU_MEMBER_STATES.has(buyer.country)) return 'outside-eu';
  const business = buyer.vatId && !vatIdProblem(buyer.vatId) ? vatIdCountry(buyer.vatId) : undefined;
  return business && business !== seller.country ? 'reverse-charge' : 'charged';
}

/**
 * The tax a booking by `buyer` carries, as its price terms keep it; undefined when none. A sale that
 * charges no VAT from an EU team shows a 0 % line saying why; when the team's prices include VAT, that
 * line takes the VAT they include off the price (priceSeats), so the buyer pays the net.
 */
export function taxFor(seller: SellerTax, buyer: BuyerTax | undefined): HeldTax | undefined {
  if (!buyer) return undefined;
  const which = taxCase(seller, buyer);
  if (which === 'untaxed') return undefined;
  const home = seller.defaultRate ?? 0;
  if (which !== 'charged') {
    const label = which === 'reverse-charge' ? TAX_LABELS.reverseCharge : TAX_LABELS.outsideEu;
    return {
      label,
      ratePercent: 0,
      included: false,
      ...(seller.pricesIncludeTax && home > 0 && { removesIncludedPercent: home }),
    };
  }
  const ratePercent = seller.rates[buyer.country] ?? home;
  if (ratePercent === 0 && seller.defaultRate === null) return undefined;
  const label = EU_MEMBER_STATES.has(seller.country ?? '') ? TAX_LABELS.vat : TAX_LABELS.tax;
  return { label, ratePercent, included: seller.pricesIncludeTax };
}

/**
 * The tax of a booking by a buyer at `address` (its country, and a VAT ID when they gave one) from a team
 * registered as `stored`; 422 on address.vatId when the VAT ID is not in its country's format, so a
 * business that mistyped it is told rather than charged VAT.
 */
export function buyerTax(
  stored: StoredTaxRegistration,
  address: { country: string; vatId?: string | null | undefined },
  field = 'address.vatId',
): HeldTax | undefined {
  const vatId = address.vatId ? normalVatId(address.vatId) : null;
  const problem = vatId ? vatIdProblem(vatId) : undefined;
  if (problem) throw validationFailed({ [field]: [problem] });
  return taxFor(sellerTaxOf(stored), { country: address.country, vatId });
}

/**
 * The tax of a quote, before there is a booking: for the buyer's country and VAT ID when given (422 on
 * vatId as buyerTax), else for a buyer in the team's own country, the price most of its buyers pay.
 */
export function quotedTax(
  stored: StoredTaxRegistration,
  buyer: { country?: string | undefined; vatId?: string | undefined },
): HeldTax | undefined {
  const country = buyer.country ?? stored.country;
  return country ? buyerTax(stored, { country, vatId: buyer.vatId }, 'vatId') : undefined;
}
