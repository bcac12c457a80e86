import { authenticate } from '../../auth/authenticate.ts';
import { dataEnvelope, tenantSchema } from '../../contract/index.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentTenant } from '../../presenters/present-tenant.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';

/** GET /v1/t: the tenant the X-Team header names (default: the user's default team). */
export const showCurrentTenant = defineRoute({
  method: 'get',
  path: '/t',
  summary: 'Show the current tenant (X-Team)',
  tags: ['Tenants'],
  before: [authenticate(), currentTenant()],
  responses: { 200: dataEnvelope(tenantSchema) },
  errors: [400, 401, 403],
  handler: async (ctx) => present(tenantOf(ctx), presentTenant),
});
