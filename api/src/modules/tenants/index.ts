import type { ApiModule } from '../../http/api-module.ts';
import { createTeamInvitation } from './create-team-invitation.ts';
import { createTenant } from './create-tenant.ts';
import { deleteTeamInvitation } from './delete-team-invitation.ts';
import { deleteTenant } from './delete-tenant.ts';
import { listMembers } from './list-members.ts';
import { listTeamInvitations } from './list-team-invitations.ts';
import { listTenants } from './list-tenants.ts';
import { removeMember } from './remove-member.ts';
import { resendTeamInvitation } from './resend-team-invitation.ts';
import { restoreTenant } from './restore-tenant.ts';
import { showCurrentTenant } from './show-current-tenant.ts';
import { showTenant } from './show-tenant.ts';
import { showTaxRegistration, updateTaxRegistration } from './tax-registration.ts';
import { acceptTeamInvitation, showTeamInvitationLink } from './team-invitation-link.ts';
import { updateMember } from './update-member.ts';
import { replaceTenant, updateTenant } from './update-tenant.ts';

/**
 * Tenants (Teams): CRUD, restore, the current tenant, the members of a team and its invitations (the
 * current team's managers invite by email at /v1/t/invitations; the mailed link's page reads
 * /v1/team-invitations/{token} and accepts it). Who may do what: policies/tenant-policy.ts.
 */
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
    showTaxRegistration,
    updateTaxRegistration,
    listMembers,
    updateMember,
    removeMember,
    listTeamInvitations,
    createTeamInvitation,
    resendTeamInvitation,
    deleteTeamInvitation,
    showTeamInvitationLink,
    acceptTeamInvitation,
  ],
};
