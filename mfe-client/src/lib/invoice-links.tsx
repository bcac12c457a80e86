import type { InvoiceSummaryResource } from '@exceed/contract';
import { formatDay, formatMoney, type TableColumn } from '@exceed/design-system';
import { invoiceFileHref } from './my-bookings-api.ts';

/** What a document is called on the page: an invoice, or a credit note of one. */
export const invoiceKindLabel = (invoice: InvoiceSummaryResource) =>
  invoice.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice';

/** A link that downloads one invoice or credit note, named by its number. */
export function InvoiceLink({ invoice }: { invoice: InvoiceSummaryResource }) {
  return (
    <a
      href={invoiceFileHref(invoice.id)}
      download={`${invoice.number}.pdf`}
      className="client-link"
      aria-label={`${invoiceKindLabel(invoice)} ${invoice.number}, PDF`}
    >
      {invoice.number}
    </a>
  );
}

/** A booking's invoices and credit notes as links, one a line (the payment history's cell). */
export function InvoiceLinks({ invoices }: { invoices: InvoiceSummaryResource[] }) {
  return (
    <ul className="client-invoice-links">
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <InvoiceLink invoice={invoice} />
        </li>
      ))}
    </ul>
  );
}

/** The columns of a list of documents: kind, number (the download), date and total. */
export const invoiceColumns: TableColumn<InvoiceSummaryResource>[] = [
  { id: 'kind', header: 'Document', cell: invoiceKindLabel },
  { id: 'number', header: 'Number', cell: (invoice) => <InvoiceLink invoice={invoice} /> },
  { id: 'issued', header: 'Issued', cell: (invoice) => formatDay(invoice.issuedAt) },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (invoice) => formatMoney(invoice.total, invoice.currency),
  },
];
