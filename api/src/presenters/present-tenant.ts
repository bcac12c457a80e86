import type { TenantResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { Tenant } from '../models/tenant.ts';

/** A tenant as the contract's tenantSchema shows it: deletedAt stays internal. */
export function presentTenant(tenant: Tenant): TenantResource {
  return {
    id: tenant.id,
    name: tenant.name,
    slug: tenant.slug,
    email: tenant.email,
    domain: tenant.domain,
    plan: tenant.plan,
    createdAt: isoDate(tenant.createdAt),
    updatedAt: isoDate(tenant.updatedAt),
  };
}
