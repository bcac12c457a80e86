import { catalogueAccess } from '../../policies/catalogue-access.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { findWorkshop } from './find-workshop.ts';

/**
 * The access steps of the routes under /workshops/:id: reading a workshop or its resources (any member of
 * its team); changing, deleting or restoring them (its coach or a super-admin, cataloguePolicy.manage).
 */
export const { reads: readsWorkshop, manages: managesWorkshop } = catalogueAccess(
  'workshop',
  findWorkshop,
  (actor, workshop) => cataloguePolicy.manage(actor, workshop.tenantId, workshop.coachId),
);
