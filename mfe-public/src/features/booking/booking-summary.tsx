import { describeCancellationPolicy, type PublicScheduleResource } from '@exceed/contract';
import { Avatar, Badge, Card, formatEnum, formatMoney } from '@exceed/design-system';
import { Link } from 'react-router';
import { scheduleCoachName, startTimeOf } from '../../lib/marketplace/schedule-card.tsx';

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
          <div className="booking-badges">
            <Badge>{formatEnum(schedule.mode)}</Badge>
            <Badge>{formatEnum(schedule.level)}</Badge>
            {schedule.location ? <Badge>{schedule.location}</Badge> : null}
          </div>
          <dl className="booking-figures">
            <dt>Price per seat</dt>
            <dd>{formatMoney(workshop.price, workshop.currency)}</dd>
            <dt>Seats</dt>
            <dd>{seats}</dd>
          </dl>
          <section aria-labelledby="booking-policy-title">
            <h2 id="booking-policy-title" className="booking-summary__heading">
              Cancellation policy
            </h2>
            <ul className="booking-summary__policy">
              {describeCancellationPolicy(workshop.cancellationPolicy).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </Card.Content>
      </aside>
    </Card>
  );
}
