import type { PublicScheduleResource } from '@exceed/contract';
import { Avatar, Card, formatMoney } from '@exceed/design-system';
import { Link } from 'react-router';
import { CancellationPolicySection } from '../../lib/marketplace/cancellation-policy-section.tsx';
import { scheduleCoachName, startTimeOf } from '../../lib/marketplace/schedule-card.tsx';
import { SessionBadges } from '../../lib/marketplace/session-badges.tsx';

/**
 * The session being booked, beside the steps: what, when, who, how, seats × price per seat, and the
 * cancellation policy the booker accepts before paying.
 */
export function BookingSummary({ schedule, seats }: { schedule: PublicScheduleResource; seats: number }) {
  const { workshop, coach } = schedule;
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
            <time dateTime={schedule.startDate}>{startTimeOf(schedule)}</time>
          </Card.Description>
        </Card.Header>
        <Card.Content className="booking-summary__body">
          <span className="booking-coach">
            <Avatar src={coach.avatarUrl} alt="" size="sm" /> {scheduleCoachName(schedule)}
          </span>
          <SessionBadges session={{ ...schedule, country: null }} />
          <dl className="booking-figures">
            <dt>Price per seat</dt>
            <dd>{formatMoney(workshop.price, workshop.currency)}</dd>
            <dt>Seats</dt>
            <dd>{seats}</dd>
          </dl>
          <CancellationPolicySection policy={workshop.cancellationPolicy} />
        </Card.Content>
      </aside>
    </Card>
  );
}
