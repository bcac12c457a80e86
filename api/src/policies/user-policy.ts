import type { UpdateUserInput } from '@exceed/contract';
import type { Actor } from './actor.ts';

/** Who may do what to user accounts. A super-admin may do everything. */
export const userPolicy = {
  /** Themself, or a teammate (an ACTIVE member of a tenant they are an ACTIVE member of). */
  view: (actor: Actor, target: { id: string }, targetTenantIds: readonly string[]) =>
    actor.superAdmin ||
    actor.user.id === target.id ||
    targetTenantIds.some((tenantId) => actor.activeTenantIds.has(tenantId)),
  /** Accounts are created by signing up; administrators create them for others. */
  create: (actor: Actor) => actor.superAdmin,
  /**
   * Their own account, except what only an administrator decides: roles, and any status but finishing
   * onboarding (pending → active).
   */
  update: (
    actor: Actor,
    target: { id: string; status: string },
    changes: UpdateUserInput & { roles?: unknown },
  ) =>
    actor.superAdmin ||
    (actor.user.id === target.id &&
      changes.roles === undefined &&
      (changes.status === undefined || changes.status === target.status || changes.status === 'active') &&
      !(changes.status === 'active' && target.status === 'suspended')),
  delete: (actor: Actor, target: { id: string }) => actor.superAdmin || actor.user.id === target.id,
  restore: (actor: Actor) => actor.superAdmin,
  /** The teams of a user: their own, or any for an administrator. */
  viewTenants: (actor: Actor, target: { id: string }) => actor.superAdmin || actor.user.id === target.id,
};
