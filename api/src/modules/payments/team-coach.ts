import type { Knex } from 'knex';
import type { Context } from 'koa';
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
