import type { Invoice } from '../models/invoice.ts';
import type { Actor } from './actor.ts';
import { cataloguePolicy } from './catalogue-policy.ts';
import { tenantPolicy } from './tenant-policy.ts';

/**
 * Who reads a team's invoices and credit notes (issue 34): a workshop's are its coach's and the team's
 * owners' and admins' (who answer for the team's books), and a super-admin's; one document is also its
 * payer's and its booking's booker's. Anyone else is told there is none.
 */
export const invoicePolicy = {
  viewOfWorkshop: (actor: Actor, tenantId: string, coachId: string): boolean =>
    cataloguePolicy.manage(actor, tenantId, coachId) || tenantPolicy.update(actor, { id: tenantId }),
  view: (actor: Actor, invoice: Invoice, bookerId: string): boolean =>
    invoice.payerId === actor.user.id ||
    bookerId === actor.user.id ||
    invoicePolicy.viewOfWorkshop(actor, invoice.tenantId, invoice.coachId),
};
