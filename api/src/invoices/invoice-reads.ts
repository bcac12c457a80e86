import type { Knex } from 'knex';
import { Invoice } from '../models/invoice.ts';

/** The invoice or credit note `id`, in whatever team it was issued (its readers cross teams). */
export async function findInvoice(trx: Knex, id: string): Promise<Invoice | undefined> {
  return await Invoice.acrossTenants(trx).findById(id);
}

/** A booking's invoices and credit notes, oldest first. */
export async function invoicesOfBooking(trx: Knex, tenantId: string, bookingId: string): Promise<Invoice[]> {
  return await Invoice.forTenant(tenantId, trx).where({ bookingId }).orderBy('issuedAt').orderBy('number');
}

/** A workshop's invoices and credit notes in its team, oldest first. */
export async function invoicesOfWorkshop(
  trx: Knex,
  tenantId: string,
  workshopId: string,
): Promise<Invoice[]> {
  return await Invoice.forTenant(tenantId, trx).where({ workshopId }).orderBy('issuedAt').orderBy('number');
}

/** The documents issued to `payerId` wherever they booked (a client's own), newest first. */
export async function invoicesOfPayer(trx: Knex, payerId: string): Promise<Invoice[]> {
  return await Invoice.acrossTenants(trx)
    .where({ payerId })
    .orderBy('issuedAt', 'desc')
    .orderBy('number', 'desc');
}

/** The numbers of the invoices the credit notes among `invoices` refer to, by invoice id. */
export async function referredNumbers(trx: Knex, invoices: Invoice[]): Promise<Map<string, string>> {
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
  const missing = invoices.flatMap((invoice) =>
    invoice.invoiceId && !numbers.has(invoice.invoiceId) ? [invoice.invoiceId] : [],
  );
  if (missing.length > 0) {
    const rows = await Invoice.acrossTenants(trx).whereIn('id', missing).select('id', 'number');
    for (const row of rows) numbers.set(row.id, row.number);
  }
  return numbers;
}
