import { WorkshopTemplate } from '../../models/workshop-template.ts';
import type { FindRecord } from '../../policies/catalogue-access.ts';

/** The template a route names, within the request's tenant: 404 otherwise (`deleted`: among deleted). */
export const findWorkshopTemplate: FindRecord<WorkshopTemplate> = async (trx, tenantId, id, options = {}) =>
  WorkshopTemplate.forTenant(tenantId, trx).findById(id).onlyDeletedIf(options.deleted).throwIfNotFound();
