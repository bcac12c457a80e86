import type { InvoiceSummaryResource, WorkshopResource } from '@exceed/contract';
import {
  Card,
  EmptyState,
  formatDay,
  formatMoney,
  LoadError,
  Table,
  type TableColumn,
  VisuallyHidden,
} from '@exceed/design-system';
import { DownloadLink } from '../../lib/download-link.tsx';
import { invoicePath, statementPath, useWorkshopInvoices } from './workshops-api.ts';

const kindOf = (invoice: InvoiceSummaryResource) =>
  invoice.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice';

const columns: TableColumn<InvoiceSummaryResource>[] = [
  {
    id: 'number',
    header: 'Number',
    cell: (invoice) => (
      <>
        {invoice.number}
        {invoice.invoiceNumber ? ` (for ${invoice.invoiceNumber})` : null}
      </>
    ),
  },
  { id: 'kind', header: 'Document', cell: kindOf },
  { id: 'issued', header: 'Issued', cell: (invoice) => formatDay(invoice.issuedAt) },
  { id: 'buyer', header: 'Buyer', cell: (invoice) => invoice.buyerName },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (invoice) => formatMoney(invoice.total, invoice.currency),
  },
  {
    id: 'download',
    header: <VisuallyHidden>Download</VisuallyHidden>,
    align: 'end',
    cell: (invoice) => (
      <DownloadLink path={invoicePath(invoice.id)} fileName={`${invoice.number}.pdf`}>
        <VisuallyHidden>{`${kindOf(invoice)} ${invoice.number}, `}</VisuallyHidden>
        PDF
      </DownloadLink>
    ),
  },
];

/** The workshop's invoices and credit notes, oldest first, each a download; an empty state before any. */
function WorkshopInvoices({ workshop }: { workshop: WorkshopResource }) {
  const { data, error, mutate } = useWorkshopInvoices(workshop.id);
  const invoices = data?.data ?? [];
  return (
    <Card asChild>
      <section aria-labelledby="workshop-invoices-title">
        <Card.Header>
          <Card.Title id="workshop-invoices-title" as="h2">
            Invoices and credit notes
          </Card.Title>
          <Card.Description>
            Issued to your clients for each payment and refund of this workshop, numbered by your team.
          </Card.Description>
        </Card.Header>
        <Card.Content>
          {error ? (
            <LoadError error={error} retry={() => mutate()} what="the invoices" />
          ) : data && invoices.length === 0 ? (
            <EmptyState
              size="compact"
              titleAs="h3"
              title="No invoices yet"
              description="An invoice is issued when a booking of this workshop is paid."
            />
          ) : (
            <Table
              aria-labelledby="workshop-invoices-title"
              columns={columns}
              rows={invoices}
              getRowId={(invoice) => invoice.id}
              loading={!data}
              paginated
            />
          )}
        </Card.Content>
      </section>
    </Card>
  );
}

/**
 * The invoices tab: the workshop's invoices and credit notes, then its payout statement (every charge and
 * refund, fees and payout) as a PDF.
 */
export function WorkshopInvoicesTab({ workshop }: { workshop: WorkshopResource }) {
  return (
    <div className="coach-stack">
      <WorkshopInvoices workshop={workshop} />
      <Card asChild>
        <section aria-labelledby="invoices-title">
          <Card.Header>
            <Card.Title id="invoices-title" as="h2">
              Payout statement
            </Card.Title>
            <Card.Description>
              Every charge and refund of this workshop, the platform's fees and your payout, as a PDF.
            </Card.Description>
          </Card.Header>
          <Card.Content>
            <DownloadLink path={statementPath(workshop.id)} fileName={`payouts-${workshop.slug}.pdf`}>
              Download the statement (PDF)
            </DownloadLink>
          </Card.Content>
        </section>
      </Card>
    </div>
  );
}
