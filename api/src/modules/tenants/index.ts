import type { ApiModule } from '../../http/api-module.ts';
import { createTenant } from './create-tenant.ts';
import { deleteTenant } from './delete-tenant.ts';
import { listMembers } from './list-members.ts';
import { listTenants } from './list-tenants.ts';
import { removeMember } from './remove-member.ts';
import { restoreTenant } from './restore-tenant.ts';
import { showCurrentTenant } from './show-current-tenant.ts';
import { showTenant } from './show-tenant.ts';
import { updateMember } from './update-member.ts';
import { replaceTenant, updateTenant } from './update-tenant.ts';

/** Tenants (Teams): CRUD, restore, the current tenant and the members of a team. Who may do what: policies/tenant-policy.ts. */
export const tenantsModule: ApiModule = {
  name: 'tenants',
  routes: [
    listTenants,
    createTenant,
    showTenant,
    updateTenant,
    replaceTenant,
    deleteTenant,
    restoreTenant,
    showCurrentTenant,
    listMembers,
    updateMember,
    removeMember,
  ],
};
