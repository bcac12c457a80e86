import { fromMinorUnits, type InvoiceSummaryResource } from '@exceed/contract';
import type { Invoice } from '../models/invoice.ts';

/**
 * An invoice or credit note in a list, its total a decimal of its currency as every amount is shown;
 * `numbers` names the invoices of the credit notes among them (by id).
 */
export function presentInvoice(
  invoice: Invoice,
  numbers: ReadonlyMap<string, string>,
): InvoiceSummaryResource {
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    bookingId: invoice.bookingId,
    invoiceNumber: invoice.invoiceId ? (numbers.get(invoice.invoiceId) ?? null) : null,
    buyerName: invoice.buyer.name,
    issuedAt: invoice.issuedAt.toISOString(),
    currency: invoice.currency,
    total: fromMinorUnits(invoice.totalMinor, invoice.currency),
  };
}
