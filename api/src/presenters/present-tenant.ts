import type { TenantResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { Tenant } from '../models/tenant.ts';
import type { Actor } from '../policies/actor.ts';
import { teamAbilities } from '../policies/team-abilities.ts';

/** A tenant's own fields as the contract shows them (what the audit log records): deletedAt stays internal. */
export function tenantFields(tenant: Tenant): Omit<TenantResource, 'abilities'> {
  return {
    id: tenant.id,
    name: tenant.name,
    slug: tenant.slug,
    email: tenant.email,
    domain: tenant.domain,
    plan: tenant.plan,
    meetingProvider: tenant.meetingProvider,
    createdAt: isoDate(tenant.createdAt),
    updatedAt: isoDate(tenant.updatedAt),
  };
}

/** A tenant as the contract's tenantSchema shows it to `actor`: its fields and what the actor may do with it. */
export function presentTenant(tenant: Tenant, actor: Actor): TenantResource {
  return { ...tenantFields(tenant), abilities: teamAbilities(actor, tenant) };
}
