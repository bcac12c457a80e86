import { REVERSE_CHARGE_NOTE, TAX_LABELS } from '@exceed/contract';
import type { Invoice } from '../models/invoice.ts';
import { renderStatement } from './statement-pdf.ts';

/** What a document says under its totals: the invoice a credit note refers to, and a reverse charge. */
function noteOf(invoice: Invoice, invoiceNumber: string | null): { note?: string } {
  const notes = [
    ...(invoiceNumber ? [`Refers to invoice ${invoiceNumber}`] : []),
    ...(invoice.taxes.some((tax) => tax.label === TAX_LABELS.reverseCharge) ? [REVERSE_CHARGE_NOTE] : []),
  ];
  return notes.length > 0 ? { note: notes.join(' ') } : {};
}

/**
 * An invoice or credit note as a PDF, from what was issued alone (its snapshot), so it prints the same
 * whenever it is downloaded: the seller, the buyer, the lines, the taxes and the totals. A credit note
 * names the invoice it credits (`invoiceNumber`).
 */
export function renderInvoice(invoice: Invoice, invoiceNumber: string | null): Promise<Buffer> {
  const credit = invoice.kind === 'CREDIT_NOTE';
  return renderStatement({
    title: credit ? 'Credit note' : 'Invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    currency: invoice.currency,
    from: [
      invoice.seller.name,
      ...(invoice.seller.email ? [invoice.seller.email] : []),
      ...(invoice.seller.taxId ? [`Tax ID ${invoice.seller.taxId}`] : []),
      'sold through Exceed',
    ],
    to: [
      ...(invoice.buyer.companyName ? [invoice.buyer.companyName] : []),
      invoice.buyer.name,
      ...(invoice.buyer.email ? [invoice.buyer.email] : []),
      ...invoice.buyer.addressLines,
      ...(invoice.buyer.vatId ? [`VAT ID ${invoice.buyer.vatId}`] : []),
    ],
    rows: invoice.lines,
    totals: [
      ...(invoice.discountMinor !== 0 || invoice.taxes.length > 0
        ? [{ label: 'Subtotal', amountMinor: invoice.subtotalMinor }]
        : []),
      ...invoice.taxes.map((tax) => ({
        label: `${tax.label} (${tax.ratePercent}%${tax.included ? ', included' : ''})`,
        amountMinor: tax.amountMinor,
      })),
      { label: credit ? 'Total refunded' : 'Total paid', amountMinor: invoice.totalMinor, strong: true },
    ],
    ...noteOf(invoice, credit ? invoiceNumber : null),
  });
}
