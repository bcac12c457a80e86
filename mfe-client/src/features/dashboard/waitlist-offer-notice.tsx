import { Button, Card, formatDateTime } from '@exceed/design-system';
import { Link } from 'react-router';
import { claimPath, useMyWaitlist } from '../../lib/my-waitlist-api.ts';

/**
 * Seats a waitlist holds for me now, at the top of the dashboard until claimed, declined or lapsed:
 * each says until when and leads to claiming it. Nothing while none is open (or the read failed: the
 * waitlist page says so).
 */
export function WaitlistOfferNotice() {
  const { data } = useMyWaitlist();
  const offers = (data?.data ?? []).filter((entry) => entry.abilities.claim);
  if (offers.length === 0) return null;
  return (
    <Card asChild>
      <section aria-labelledby="waitlist-offers-title">
        <Card.Header>
          <Card.Title as="h2" id="waitlist-offers-title">
            Seats are waiting for you
          </Card.Title>
        </Card.Header>
        <Card.Content>
          <ul className="client-list">
            {offers.map((entry) => (
              <li key={entry.id} className="client-dashboard__offer">
                <span>
                  {entry.seats} {entry.seats === 1 ? 'seat' : 'seats'} at{' '}
                  <strong>{entry.workshopTitle}</strong>, held until{' '}
                  <time dateTime={entry.offerExpiresAt ?? undefined}>
                    {formatDateTime(entry.offerExpiresAt)}
                  </time>
                  .
                </span>
                <Button asChild size="sm">
                  <Link to={claimPath(entry.id)}>Claim and pay</Link>
                </Button>
              </li>
            ))}
          </ul>
        </Card.Content>
      </section>
    </Card>
  );
}
