import type { WaitlistEntryResource } from '@exceed/contract';
import { Card, formatDateTime, formatMoney } from '@exceed/design-system';

/** The session a waitlist entry waits for, beside the offer's steps: what, when, seats, total, until when. */
export function WaitlistOfferSummary({ entry }: { entry: WaitlistEntryResource }) {
  return (
    <Card asChild>
      <aside className="booking-summary" aria-label="Your session">
        <Card.Header>
          <Card.Title>{entry.workshopTitle}</Card.Title>
          <Card.Description>
            <time dateTime={entry.startDate}>{formatDateTime(entry.startDate, entry.timezone)}</time>
          </Card.Description>
        </Card.Header>
        <Card.Content className="booking-summary__body">
          <dl className="booking-figures">
            <dt>Price per seat</dt>
            <dd>{formatMoney(entry.price, entry.currency)}</dd>
            <dt>Seats</dt>
            <dd>{entry.seats}</dd>
            <dt>Total</dt>
            <dd>{formatMoney(entry.priceBreakdown.total, entry.currency)}</dd>
            {entry.status === 'OFFERED' && entry.offerExpiresAt ? (
              <>
                <dt>Held for you until</dt>
                <dd>
                  <time dateTime={entry.offerExpiresAt}>{formatDateTime(entry.offerExpiresAt)}</time>
                </dd>
              </>
            ) : null}
          </dl>
        </Card.Content>
      </aside>
    </Card>
  );
}
