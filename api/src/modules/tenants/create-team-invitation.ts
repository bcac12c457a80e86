import {
  createTeamInvitationSchema,
  dataEnvelope,
  TEAM_INVITATION_MESSAGES,
  teamInvitationSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { TeamInvitation } from '../../models/team-invitation.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { notifyTeamInvitation } from '../../notifications/notify.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTeamInvitation } from '../../presenters/present-team-invitation.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { lockTeam } from './team-members.ts';

/**
 * POST /v1/t/invitations: an owner or admin invites an email address into the current team with a team
 * role (an owner only by an owner). The mail goes by the job queue after commit, with a fresh token.
 * Someone already in the team (any status) or already invited is a 422 on email.
 */
export const createTeamInvitation = defineRoute({
  method: 'post',
  path: '/t/invitations',
  summary: 'Invite someone into the current tenant by email',
  tags: ['Team invitations'],
  before: [authenticate(), currentTenant()],
  request: { body: createTeamInvitationSchema },
  responses: { 201: dataEnvelope(teamInvitationSchema) },
  errors: [400, 401, 403, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const { email, role } = ctx.state.input.body;
    // Under the team's lock: two managers inviting the same address at once get one invitation.
    const actor = await lockTeam(ctx, trx, tenant.id);
    authorize(tenantPolicy.invite(actor, tenant, role));
    const member = await TenantMember.query(trx)
      .where('tenantId', tenant.id)
      .whereIn('userId', trx('users').select('id').whereRaw('lower(email) = ?', [email]))
      .first();
    if (member) throw validationFailed({ email: [TEAM_INVITATION_MESSAGES.alreadyMember] });
    const open = await TeamInvitation.forTenant(tenant.id, trx)
      .whereRaw('lower(email) = ?', [email])
      .whereNull('acceptedAt')
      .first();
    if (open) throw validationFailed({ email: [TEAM_INVITATION_MESSAGES.alreadyInvited] });
    const invitation = await TeamInvitation.forTenant(tenant.id, trx).insertAndFetch({
      email,
      role,
      inviterId: actor.user.id,
    });
    await notifyTeamInvitation(trx, tenant.id, invitation.id);
    return present(invitation, presentTeamInvitation);
  },
});
