import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import { Tenant } from '../../models/tenant.ts';
import type { Actor } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';

/** The tenant a route names by id: 404 when there is none, 403 when the actor is not an ACTIVE member. */
export async function findVisibleTenant(
  knex: Knex,
  actor: Actor,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<Tenant> {
  const query = Tenant.query(knex).findById(id);
  const tenant = await (options.deleted ? query.onlyDeleted() : query);
  if (!tenant) throw notFound();
  authorize(tenantPolicy.view(actor, tenant));
  return tenant;
}
