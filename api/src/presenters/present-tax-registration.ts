import type { TaxRegistrationResource } from '@exceed/contract';
import type { StoredTaxRegistration } from '../models/tenant.ts';

/** A team's registration for tax as the API shows it: its rates by buyer country as a list, by country. */
export const presentTaxRegistration = (stored: StoredTaxRegistration): TaxRegistrationResource => ({
  country: stored.country ?? null,
  taxId: stored.taxId ?? null,
  pricesIncludeTax: stored.pricesIncludeTax ?? false,
  defaultRate: stored.defaultRate ?? null,
  rates: Object.entries(stored.rates ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([country, ratePercent]) => ({ country, ratePercent })),
});
