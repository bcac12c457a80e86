import type { PublicScheduleResource } from '@exceed/api/contract';
import { Avatar, Badge, Button, Card } from '@exceed/design-system';
import { Link } from 'react-router';

/** "BEGINNER" → "Beginner", "IN-PERSON" → "In person". */
export const labelOf = (value: string) => {
  const words = value.toLowerCase().replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const when = (schedule: PublicScheduleResource) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: schedule.timezone,
    timeZoneName: 'short',
  }).format(new Date(schedule.startDate));

const price = ({ workshop }: PublicScheduleResource) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: workshop.currency }).format(workshop.price);

/** One upcoming session in the marketplace: what, when, who, how, the price and the seats left. */
export function ScheduleCard({ schedule }: { schedule: PublicScheduleResource }) {
  const coachName =
    [schedule.coach.firstName, schedule.coach.lastName].filter(Boolean).join(' ') || schedule.coach.username;
  const full = schedule.seatsLeft === 0;
  return (
    <Card asChild>
      <article className="browse-card" aria-labelledby={`schedule-${schedule.id}`}>
        <Card.Header>
          <Card.Title id={`schedule-${schedule.id}`}>{schedule.workshop.title}</Card.Title>
          <Card.Description>
            <time dateTime={schedule.startDate}>{when(schedule)}</time>
          </Card.Description>
        </Card.Header>
        <Card.Content className="browse-card__body">
          <Link className="browse-coach" to={`/${schedule.coach.username}`}>
            <Avatar src={schedule.coach.avatarUrl} alt="" size="sm" />
            <span>{coachName}</span>
          </Link>
          <div className="browse-badges">
            <Badge>{labelOf(schedule.mode)}</Badge>
            <Badge>{labelOf(schedule.level)}</Badge>
            {schedule.country ? <Badge>{schedule.country}</Badge> : null}
          </div>
        </Card.Content>
        <Card.Footer className="browse-card__footer">
          <strong className="browse-price">{price(schedule)}</strong>
          <span className="browse-seats">
            {full
              ? 'Fully booked'
              : `${schedule.seatsLeft} ${schedule.seatsLeft === 1 ? 'seat' : 'seats'} left`}
          </span>
          {full ? null : (
            <Button asChild size="sm">
              <Link to={`/workshops/${schedule.id}/book`} aria-label={`Book ${schedule.workshop.title}`}>
                Book
              </Link>
            </Button>
          )}
        </Card.Footer>
      </article>
    </Card>
  );
}
