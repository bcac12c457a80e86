import type { Knex } from 'knex';
import { WorkshopResource } from '../../models/workshop-resource.ts';

/**
 * A resource of the given workshop within the tenant: 404 when there is none, also when the id names a
 * resource of another workshop (the path must hold together). `deleted` looks among deleted ones.
 */
export async function findWorkshopResource(
  trx: Knex,
  tenantId: string,
  workshopId: string,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<WorkshopResource> {
  return WorkshopResource.forTenant(tenantId, trx)
    .findById(id)
    .where('workshopId', workshopId)
    .onlyDeletedIf(options.deleted)
    .throwIfNotFound();
}
