import type { WaitlistEntryResource } from '@exceed/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  formatDateTime,
  formatMoney,
  formatOrdinal,
  StatusBadge,
} from '@exceed/design-system';
import { useState } from 'react';
import { Link } from 'react-router';
import { claimPath } from '../../lib/my-waitlist-api.ts';
import { declineWaitlistOffer, leaveWaitlist } from './waitlist-api.ts';

type Asking = 'leave' | 'decline' | null;

/**
 * One of my waitlist entries: the session, the seats, my place and its status; an open offer says until
 * when the seats wait and leads to claiming them (mfe-public's page) or declines them; a place in the
 * line can be left. Each action shows as the entry's abilities allow.
 */
export function WaitlistEntryCard({ entry }: { entry: WaitlistEntryResource }) {
  const [asking, setAsking] = useState<Asking>(null);
  const { claim, decline, leave } = entry.abilities;
  const seats = `${entry.seats} ${entry.seats === 1 ? 'seat' : 'seats'}`;
  const titleId = `waitlist-entry-${entry.id}`;
  return (
    <Card asChild>
      <article className="client-list__item waitlist-entry" aria-labelledby={titleId}>
        <div className="waitlist-entry__facts">
          <h2 id={titleId} className="waitlist-entry__title">
            {entry.workshopTitle}
          </h2>
          <p className="client-muted">
            <time dateTime={entry.startDate}>{formatDateTime(entry.startDate, entry.timezone)}</time> ·{' '}
            {seats} · {formatMoney(entry.price, entry.currency)} per seat
          </p>
          <p className="waitlist-entry__status">
            <StatusBadge status={entry.status} />
            {entry.place !== null ? <span>{formatOrdinal(entry.place)} in line</span> : null}
          </p>
          {claim ? (
            <p role="status">
              Seats are waiting for you until{' '}
              <time dateTime={entry.offerExpiresAt ?? undefined}>{formatDateTime(entry.offerExpiresAt)}</time>
              .
            </p>
          ) : entry.status === 'WAITING' && entry.autoCharge ? (
            <p className="client-muted">Your saved card is charged as soon as seats free up.</p>
          ) : entry.status === 'CHARGE_FAILED' ? (
            <p className="client-muted">
              Seats freed up, but your saved card was refused, so they went to the next person in line.
            </p>
          ) : entry.status === 'CANCELLED' ? (
            <p className="client-muted">This session was cancelled, so the waitlist closed.</p>
          ) : null}
        </div>
        <div className="client-actions">
          {claim ? (
            <Button asChild>
              <Link to={claimPath(entry.id)}>Claim and pay</Link>
            </Button>
          ) : null}
          {decline ? (
            <Button variant="outline" onClick={() => setAsking('decline')}>
              Decline
            </Button>
          ) : null}
          {/* Seats offered are declined rather than left: one way out, which says what becomes of them. */}
          {leave && !decline ? (
            <Button variant="outline" onClick={() => setAsking('leave')}>
              Leave the waitlist
            </Button>
          ) : null}
        </div>
        <ConfirmDialog
          open={asking !== null}
          onOpenChange={(next) => (next ? null : setAsking(null))}
          title={asking === 'decline' ? 'Decline these seats?' : 'Leave the waitlist?'}
          description={
            asking === 'decline'
              ? `The ${seats} held for you go to the next person in line. This cannot be undone.`
              : `You lose your place in line for ${entry.workshopTitle}. You can join again, at the end of the line.`
          }
          confirmLabel={asking === 'decline' ? 'Decline the seats' : 'Leave the waitlist'}
          onConfirm={() => (asking === 'decline' ? declineWaitlistOffer(entry.id) : leaveWaitlist(entry.id))}
        />
      </article>
    </Card>
  );
}
