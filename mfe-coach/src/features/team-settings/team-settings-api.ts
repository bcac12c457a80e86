import type { One, TaxRegistrationResource, TenantResource, UpdateTenantInput } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/**
 * PATCH /v1/tenants/{id}: the team's name, slug, email and domain (only what changed). The form takes the
 * saved team from the answer. The team's own read (GET /v1/t, lib/current-team-api.ts) is not read again: after
 * a new slug, X-Team names the old one until the page has moved, and a read under it answers 403 (the
 * page not found).
 */
export function updateTeam(id: string, changes: UpdateTenantInput) {
  return api.patch<One<TenantResource>>(`/tenants/${id}`, changes, { revalidates: [] });
}

const taxRegistrationPath = '/t/tax-registration';

/** GET /v1/t/tax-registration: where the team is registered for tax and what it charges. */
export function useTaxRegistration() {
  return useApi<One<TaxRegistrationResource>>(taxRegistrationPath);
}

/** PUT /v1/t/tax-registration, without a toast (the form shows a refusal on its fields). */
export function saveTaxRegistration(body: TaxRegistrationResource) {
  return api.put<One<TaxRegistrationResource>>(taxRegistrationPath, body, {
    notify: false,
    revalidates: [taxRegistrationPath],
  });
}
