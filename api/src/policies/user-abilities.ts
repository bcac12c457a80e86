import { ROLE_NAMES, type UserAbilities } from '@exceed/contract';
import type { Actor } from './actor.ts';
import { adminPolicy } from './admin-policy.ts';
import { userPolicy } from './user-policy.ts';

/**
 * What the actor may do with a user's account (its `abilities`), each the predicate its route asks:
 * - delete: DELETE /v1/users/:id (userPolicy.delete: themself, or a super-admin);
 * - suspend: POST /v1/admin/users/:id/suspend (adminPolicy.suspendUser: never themself);
 * - reactivate and changeRoles: the admin area's other routes on a user (adminPolicy.administer);
 * - revokeSuperAdmin: DELETE /v1/admin/users/:id/roles/super-admin (adminPolicy.revokeRole: never one's own).
 */
export function userAbilities(actor: Actor, user: { id: string }): UserAbilities {
  return {
    delete: userPolicy.delete(actor, user),
    suspend: adminPolicy.suspendUser(actor, user),
    reactivate: adminPolicy.administer(actor),
    changeRoles: adminPolicy.administer(actor),
    revokeSuperAdmin: adminPolicy.revokeRole(actor, user, ROLE_NAMES.superAdmin),
  };
}
