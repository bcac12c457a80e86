import type { Knex } from 'knex';
import { Workshop } from '../../models/workshop.ts';

/**
 * The workshop a route names, within the request's tenant: 404 when the tenant has none by that id (a
 * workshop of another tenant is as unknown as a missing one, so ids cannot be probed across teams).
 * `deleted` looks among soft-deleted ones instead (restore); `withTags` fetches its tags (one more query),
 * for the routes that answer with the workshop.
 */
export async function findWorkshop(
  trx: Knex,
  tenantId: string,
  id: string,
  options: { deleted?: boolean; withTags?: boolean } = {},
): Promise<Workshop> {
  let query = Workshop.forTenant(tenantId, trx).findById(id);
  if (options.withTags) query = query.withGraphFetched('tags');
  return query.onlyDeletedIf(options.deleted).throwIfNotFound();
}
