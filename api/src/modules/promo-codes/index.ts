import type { ApiModule } from '../../http/api-module.ts';
import { createPromoCode } from './create-promo-code.ts';
import { deletePromoCode } from './delete-promo-code.ts';
import { listPromoCodes } from './list-promo-codes.ts';

/**
 * Promo codes of the current tenant (X-Team) at /v1/t/promo-codes: list, create, delete. Who may do what:
 * policies/promo-code-policy.ts; the body rules beyond JSON Schema: promo-code-rules.ts; how a booking
 * redeems one: bookings/code-redemptions.ts.
 */
export const promoCodesModule: ApiModule = {
  name: 'promo-codes',
  routes: [listPromoCodes, createPromoCode, deletePromoCode],
};
