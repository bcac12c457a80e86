import { dataEnvelope, idParamsSchema, ROLE_NAMES, tenantSummarySchema } from '@exceed/contract';
import type { Knex } from 'knex';
import { defineRoute } from '../../http/define-route.ts';
import { isoDate } from '../../http/presenter.ts';
import { Tenant } from '../../models/tenant.ts';
import { adminAccess, tags } from './admin-access.ts';

/**
 * A team's size in one query: ACTIVE members, those of them with the coach role, live workshops,
 * schedules and bookings. Deleted teams too (the trash shows what a restore brings back).
 */
export async function tenantSummary(trx: Knex, id: string) {
  const tenant = await Tenant.query(trx).withDeleted().findById(id).throwIfNotFound();
  const { rows } = await trx.raw(
    `select
       (select count(*) from tenant_members m where m.tenant_id = :id and m.status = 'ACTIVE') as members,
       (select count(*) from tenant_members m where m.tenant_id = :id and m.status = 'ACTIVE'
          and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                      where ur.user_id = m.user_id and r.name = :coach)) as coaches,
       (select count(*) from workshops where tenant_id = :id and deleted_at is null) as workshops,
       (select count(*) from workshop_schedules where tenant_id = :id and deleted_at is null) as schedules,
       (select count(*) from bookings where tenant_id = :id and deleted_at is null) as bookings`,
    { id, coach: ROLE_NAMES.coach },
  );
  const counts = rows[0] as Record<string, string | number>;
  return {
    tenantId: tenant.id,
    suspendedAt: isoDate(tenant.suspendedAt),
    members: Number(counts.members),
    coaches: Number(counts.coaches),
    workshops: Number(counts.workshops),
    schedules: Number(counts.schedules),
    bookings: Number(counts.bookings),
  };
}

/** GET /v1/admin/tenants/:id/summary: how many members, coaches, workshops, schedules and bookings. */
export const showTenantSummary = defineRoute({
  method: 'get',
  path: '/admin/tenants/:id/summary',
  summary: 'Counts of a team’s members, coaches, workshops, schedules and bookings',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(tenantSummarySchema) },
  errors: [401, 403, 404],
  transaction: true,
  handler: async (ctx) => ({ data: await tenantSummary(ctx.state.trx, ctx.state.input.params.id) }),
});
