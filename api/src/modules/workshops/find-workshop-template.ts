import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import { WorkshopTemplate } from '../../models/workshop-template.ts';

/** The template a route names, within the request's tenant: 404 otherwise (`deleted`: among deleted). */
export async function findWorkshopTemplate(
  trx: Knex,
  tenantId: string,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<WorkshopTemplate> {
  const query = WorkshopTemplate.forTenant(tenantId, trx).findById(id);
  const template = await (options.deleted ? query.onlyDeleted() : query);
  if (!template) throw notFound();
  return template;
}
