import { type PriceBreakdownResource, type PublicScheduleResource, seatsToRunText } from '@exceed/contract';
import { Avatar, Card, PriceLines } from '@exceed/design-system';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { CancellationPolicySection } from '../../lib/marketplace/cancellation-policy-section.tsx';
import { GroupRate, PriceNow } from '../../lib/marketplace/price-now.tsx';
import { scheduleCoachName, scheduleWhen } from '../../lib/marketplace/schedule-card.tsx';
import { SessionBadges } from '../../lib/marketplace/session-badges.tsx';
import { useSessionPrice } from './booking-api.ts';
import type { BuyerOfQuote } from './buyer-of-quote.ts';
import { CohortSessions } from './cohort-sessions.tsx';
import { PromoCodeField } from './promo-code-field.tsx';

/**
 * The session being booked, beside the steps: what, when (a cohort: its count and rhythm, then each of its
 * sessions), who, how, its price now (a tier's, with what is left of it), what the seats cost line by line
 * as the server prices them, and the cancellation policy the booker accepts before paying.
 */
export function BookingSummary({
  schedule,
  seats,
  held,
  code,
  buyer,
}: {
  schedule: PublicScheduleResource;
  seats: number;
  /** The booking's price once its seats are held; until then the session's price for `seats` is asked. */
  held?: PriceBreakdownResource;
  /**
   * The promo code: the one applied, why the server refused one, what to do when the buyer applies one
   * and when the server refuses the one applied (then the seats are priced without it).
   */
  code?: {
    applied: string | undefined;
    error: string | undefined;
    onApply: (code: string | undefined) => void;
    onRefused: (message: string) => void;
  };
  /** Who the tax is priced for, as the details form has them so far. */
  buyer?: BuyerOfQuote;
}) {
  const { workshop, coach } = schedule;
  const quote = useSessionPrice(held ? null : schedule.id, seats, code?.applied, buyer);
  const refusal = quote.error?.errors.code?.[0];
  const onRefused = code?.onRefused;
  useEffect(() => {
    if (refusal) onRefused?.(refusal);
  }, [refusal, onRefused]);
  const price = held ?? quote.data?.data;
  return (
    <Card asChild>
      <aside className="booking-summary" aria-label="Your session">
        <Card.Header>
          <Card.Title>
            <Link className="booking-summary__title" to={`/workshops/${workshop.id}`}>
              {workshop.title}
            </Link>
          </Card.Title>
          <Card.Description>
            <time dateTime={schedule.startDate}>{scheduleWhen(schedule)}</time>
          </Card.Description>
        </Card.Header>
        <Card.Content className="booking-summary__body">
          <span className="booking-coach">
            <Avatar src={coach.avatarUrl} alt="" size="sm" /> {scheduleCoachName(schedule)}
          </span>
          <SessionBadges session={{ ...schedule, country: null }} />
          {schedule.seatsToRun ? (
            <p className="mkt-needs">
              {seatsToRunText(schedule.seatsToRun)}: if it has not the seats it needs by its deadline, it is
              cancelled and you are refunded in full.
            </p>
          ) : null}
          {schedule.sessionCount > 1 ? <CohortSessions schedule={schedule} /> : null}
          <PriceNow now={schedule.priceNow} standard={workshop.price} timeZone={schedule.timezone} />
          <GroupRate tiers={workshop.priceTiers} currency={workshop.currency} />
          {code && !held ? (
            <PromoCodeField
              applied={code.applied}
              error={code.error}
              pending={quote.isLoading || quote.isValidating}
              onApply={code.onApply}
            />
          ) : null}
          {price ? (
            <PriceLines price={price} />
          ) : (
            <p className="mkt-muted" aria-live="polite">
              Pricing {seats} {seats === 1 ? 'seat' : 'seats'}…
            </p>
          )}
          <CancellationPolicySection policy={workshop.cancellationPolicy} />
        </Card.Content>
      </aside>
    </Card>
  );
}
