import type { One, TenantResource, UpdateTenantInput } from '@exceed/contract';
import { api } from '@exceed/session';

/**
 * PATCH /v1/tenants/{id}: the team's name, slug, email and domain (only what changed). The team itself is
 * read by lib/current-team.ts (GET /v1/t); refreshes the /tenants reads.
 */
export function updateTeam(id: string, changes: UpdateTenantInput) {
  return api.patch<One<TenantResource>>(`/tenants/${id}`, changes);
}
