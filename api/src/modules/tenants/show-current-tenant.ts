import { currentTenantSchema, dataEnvelope } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentTenant } from '../../presenters/present-tenant.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';

/**
 * GET /v1/t: the tenant the X-Team header names (default: the user's default team), with the caller's team
 * role in it and what they may do with it (`abilities`), so a screen knows which actions to offer.
 */
export const showCurrentTenant = defineRoute({
  method: 'get',
  path: '/t',
  summary: 'Show the current tenant (X-Team)',
  tags: ['Tenants'],
  before: [authenticate(), currentTenant()],
  responses: { 200: dataEnvelope(currentTenantSchema) },
  errors: [400, 401, 403],
  handler: async (ctx) => {
    const tenant = tenantOf(ctx);
    const actor = await actorOf(ctx, ctx.knex);
    return present(tenant, (shown) => ({
      ...presentTenant(shown, actor),
      memberRole: actor.teamRoles.get(shown.id) ?? null,
    }));
  },
});
