import type { WorkshopResource } from '@exceed/contract';
import { Card } from '@exceed/design-system';
import { DownloadLink } from '../../lib/download-link.tsx';
import { statementPath } from './workshops-api.ts';

/** The invoices tab: the workshop's payout statement (every charge and refund, fees and payout) as a PDF. */
export function WorkshopInvoicesTab({ workshop }: { workshop: WorkshopResource }) {
  return (
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
  );
}
