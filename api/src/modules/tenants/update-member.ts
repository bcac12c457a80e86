import {
  dataEnvelope,
  teamMemberParamsSchema,
  teamMemberSchema,
  updateTeamMemberSchema,
} from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { actorOf } from '../../policies/actor.ts';
import { statusSettable, tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTeamMember } from '../../presenters/present-team-member.ts';
import { activeOwnerIds, findTeamMember, keepAnOwner, loadTeamMember } from './team-members.ts';

/**
 * PATCH /v1/tenants/:id/members/:userId: a member's team role and status (suspend, reactivate), by the
 * team's owners and admins; owners only by owners; never the last ACTIVE owner away (422).
 */
export const updateMember = defineRoute({
  method: 'patch',
  path: '/tenants/:id/members/:userId',
  summary: "Change a tenant member's role or status",
  tags: ['Tenants'],
  before: [authenticate()],
  request: { params: teamMemberParamsSchema, body: updateTeamMemberSchema },
  responses: { 200: dataEnvelope(teamMemberSchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => loadTeamMember(ctx, db, ctx.state.input.params),
    allow: ({ actor, tenant, member }, { body }) => tenantPolicy.updateMember(actor, tenant, member, body),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { body } = ctx.state.input;
    const { tenant, member } = ctx.state.loaded;
    if (body.status && !statusSettable(member, body.status)) {
      throw validationFailed({ status: ['An invited member joins by accepting their invitation.'] });
    }
    const after = { role: body.role ?? member.role, status: body.status ?? member.status };
    await keepAnOwner(trx, member, after, after.status === 'ACTIVE' ? 'role' : 'status');
    await TenantMember.query(trx).findById([tenant.id, member.userId]).patch(after);
    await recordAudit(trx, ctx, {
      action: 'tenant.member-update',
      subjectKind: 'tenant',
      subjectId: tenant.id,
      before: { userId: member.userId, role: member.role, status: member.status },
      after: { userId: member.userId, ...after },
    });
    // What the caller may do to the member now: their own role may be what just changed.
    const now = await actorOf(ctx, trx, { reload: true });
    const ownerIds = await activeOwnerIds(trx, tenant.id);
    return present(await findTeamMember(trx, tenant.id, member.userId), (shown) =>
      presentTeamMember(shown, now, ownerIds),
    );
  },
});
