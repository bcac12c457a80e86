import type { Actor } from './actor.ts';

/**
 * Who may do what to tenants (Teams). Members are equals (SPEC.md names no team roles): an ACTIVE member
 * may rename their team; removing and restoring a team is an administrator's act.
 */
export const tenantPolicy = {
  view: (actor: Actor, tenant: { id: string }) => actor.superAdmin || actor.activeTenantIds.has(tenant.id),
  /** Anyone signed in may start a team and becomes its first member. */
  create: (_actor: Actor) => true,
  update: (actor: Actor, tenant: { id: string }) => actor.superAdmin || actor.activeTenantIds.has(tenant.id),
  delete: (actor: Actor) => actor.superAdmin,
  restore: (actor: Actor) => actor.superAdmin,
};
