import type { CreatePromoCodeInput, PromoCodeResource } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

type List<T> = { data: T[] };
type One<T> = { data: T };

const codesPath = '/t/promo-codes';

/** GET /v1/t/promo-codes?workshopId=: the workshop's codes and the team's that apply to it, newest first. */
export function useWorkshopCodes(workshopId: string) {
  return useApi<List<PromoCodeResource>>(codesPath, { workshopId });
}

/** POST /v1/t/promo-codes, without a toast (the form shows a refusal on its fields). */
export function createCode(body: Partial<CreatePromoCodeInput>) {
  return api.post<One<PromoCodeResource>>(codesPath, body, { notify: false, revalidates: [codesPath] });
}

/** DELETE /v1/t/promo-codes/{id}: the code takes no new bookings; those that have it keep their price. */
export function deleteCode(id: string) {
  return api.delete(`${codesPath}/${id}`, { revalidates: [codesPath] });
}
