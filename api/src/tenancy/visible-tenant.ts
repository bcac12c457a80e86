import type { Knex } from 'knex';
import type { Context } from 'koa';
import { Tenant } from '../models/tenant.ts';
import { type Actor, actorOf } from '../policies/actor.ts';
import { authorize } from '../policies/authorize.ts';
import { tenantPolicy } from '../policies/tenant-policy.ts';

/** The tenant a route names by id, as an access step loads it: with the caller (findVisibleTenant). */
export async function loadVisibleTenant(ctx: Context, knex: Knex, id: string) {
  const actor = await actorOf(ctx, knex);
  return { actor, tenant: await findVisibleTenant(knex, actor, id) };
}

/** The tenant a route names by id: 404 when there is none, 403 when the actor is not an ACTIVE member. */
export async function findVisibleTenant(
  knex: Knex,
  actor: Actor,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<Tenant> {
  const tenant = await Tenant.query(knex).findById(id).onlyDeletedIf(options.deleted).throwIfNotFound();
  authorize(tenantPolicy.view(actor, tenant));
  return tenant;
}
