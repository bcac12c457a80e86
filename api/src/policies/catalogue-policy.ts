import type { Actor } from './actor.ts';

/**
 * Who may do what to a tenant's catalogue (workshops, their resources, schedules, templates). The tenant
 * is the request's (X-Team, checked by currentTenant()), so every rule here is within one tenant:
 * - every ACTIVE member reads the tenant's catalogue;
 * - a coach manages only their own workshops and schedules (and their resources);
 * - templates are shared outlines: any coach of the tenant manages them;
 * - a super-admin may do everything.
 */
export const cataloguePolicy = {
  view: (actor: Actor, tenantId: string) => actor.superAdmin || actor.activeTenantIds.has(tenantId),
  /** Create in the tenant (as the coach of what is created). */
  create: (actor: Actor, tenantId: string) =>
    actor.superAdmin || (actor.coach && actor.activeTenantIds.has(tenantId)),
  /** Change, delete or restore a workshop, schedule or resource owned by `coachId`. */
  manage: (actor: Actor, tenantId: string, coachId: string) =>
    actor.superAdmin || (actor.coach && actor.activeTenantIds.has(tenantId) && actor.user.id === coachId),
  /** Plan a schedule of a workshop: a coach creates schedules of their own workshops only. */
  plan: (actor: Actor, workshop: { tenantId: string; coachId: string }): boolean =>
    cataloguePolicy.create(actor, workshop.tenantId) &&
    cataloguePolicy.manage(actor, workshop.tenantId, workshop.coachId),
  manageTemplates: (actor: Actor, tenantId: string) =>
    actor.superAdmin || (actor.coach && actor.activeTenantIds.has(tenantId)),
};
