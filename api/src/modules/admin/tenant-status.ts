import { dataEnvelope, idParamsSchema, tenantSummarySchema } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { recordAudit } from '../../audit/record-audit.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Tenant } from '../../models/tenant.ts';
import { adminAccess, tags } from './admin-access.ts';
import { tenantSummary } from './tenant-summary.ts';

/**
 * Suspends (a time) or reactivates (null) a live team and writes the audit row; the same state twice
 * changes nothing. Answers the team's summary, which says since when it is suspended.
 */
async function setSuspension(ctx: Context, trx: Knex.Transaction, id: string, suspend: boolean) {
  const tenant = await Tenant.query(trx).findById(id).forUpdate().throwIfNotFound();
  if (Boolean(tenant.suspendedAt) !== suspend) {
    const suspendedAt = suspend ? new Date() : null;
    await Tenant.query(trx).findById(id).patch({ suspendedAt });
    await recordAudit(trx, ctx, {
      action: suspend ? 'tenant.suspend' : 'tenant.reactivate',
      subjectKind: 'tenant',
      subjectId: id,
      before: { suspendedAt: tenant.suspendedAt },
      after: { suspendedAt },
    });
  }
  return { data: await tenantSummary(trx, id) };
}

/**
 * POST /v1/admin/tenants/:id/suspend: the team's members get 403 on its routes (X-Team) and its schedules
 * leave the marketplace (neither listed nor bookable) until it is reactivated. Its data stays as it is.
 */
export const suspendTenant = defineRoute({
  method: 'post',
  path: '/admin/tenants/:id/suspend',
  summary: 'Suspend a team',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(tenantSummarySchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => setSuspension(ctx, ctx.state.trx, ctx.state.input.params.id, true),
});

/** POST /v1/admin/tenants/:id/reactivate: the team works again as before its suspension. */
export const reactivateTenant = defineRoute({
  method: 'post',
  path: '/admin/tenants/:id/reactivate',
  summary: 'Reactivate a suspended team',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(tenantSummarySchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => setSuspension(ctx, ctx.state.trx, ctx.state.input.params.id, false),
});
