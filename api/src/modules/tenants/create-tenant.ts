import { createTenantSchema, dataEnvelope, tenantSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Tenant } from '../../models/tenant.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTenant, tenantFields } from '../../presenters/present-tenant.ts';

/**
 * POST /v1/tenants: starts a team; its creator is its first ACTIVE member and its owner. A taken slug is a
 * 422. A plan other than the free one is the platform's to give: a 403 naming it, unless a super-admin.
 */
export const createTenant = defineRoute({
  method: 'post',
  path: '/tenants',
  summary: 'Create a tenant',
  tags: ['Tenants'],
  before: [authenticate()],
  request: { body: createTenantSchema },
  responses: { 201: dataEnvelope(tenantSchema) },
  errors: [401, 403, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const actor = await actorOf(ctx, trx);
    authorize(tenantPolicy.create(actor));
    if (ctx.state.input.body.plan !== 'free') {
      authorize(tenantPolicy.changeField(actor, 'plan'), 'You may not set the plan.');
    }
    const tenant = await Tenant.query(trx).insertAndFetch(ctx.state.input.body);
    await TenantMember.query(trx).insert({
      tenantId: tenant.id,
      userId: actor.user.id,
      status: 'ACTIVE',
      role: 'owner',
    });
    await recordAudit(trx, ctx, {
      action: 'tenant.create',
      subjectKind: 'tenant',
      subjectId: tenant.id,
      after: tenantFields(tenant),
    });
    // The caller is its owner now: their abilities are read with the new membership.
    const owner = await actorOf(ctx, trx, { reload: true });
    return present(tenant, (shown) => presentTenant(shown, owner));
  },
});
