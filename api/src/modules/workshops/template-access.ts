import { catalogueAccess } from '../../policies/catalogue-access.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { findWorkshopTemplate } from './find-workshop-template.ts';

/**
 * The access steps of the routes under /workshop-templates/:id: reading a template (any member of its
 * team); changing, deleting or restoring it (any coach of its team).
 */
export const { reads: readsTemplate, manages: managesTemplate } = catalogueAccess(
  'template',
  findWorkshopTemplate,
  (actor, template) => cataloguePolicy.manageTemplates(actor, template.tenantId),
);
