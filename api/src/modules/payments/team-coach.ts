import type { Knex } from 'knex';
import type { Context } from 'koa';
import { notFound } from '../../errors.ts';
import { Workshop } from '../../models/workshop.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { tenantOf } from '../../tenancy/current-tenant.ts';

/**
 * The X-Team team and the caller, authorized as one of its coaches (or a super-admin): every route of a
 * coach's own money (payouts, balance, statements) starts here.
 */
export async function teamCoach(ctx: Context, trx: Knex) {
  const tenant = tenantOf(ctx);
  const actor = await actorOf(ctx, trx);
  authorize(cataloguePolicy.create(actor, tenant.id));
  return { tenant, actor };
}

/**
 * The workshop `id` of the X-Team team, deleted ones too (their money is still told), or 404: what a
 * workshop's statement and invoice list read first.
 */
export async function teamWorkshop(ctx: Context, trx: Knex, id: string) {
  const tenant = tenantOf(ctx);
  const workshop = await Workshop.forTenant(tenant.id, trx).withDeleted().findById(id);
  if (!workshop) throw notFound();
  return { tenant, workshop };
}
