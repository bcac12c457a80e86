import type { PublicScheduleResource } from '@exceed/contract';
import { personName } from '@exceed/contract';
import { Avatar, Button, Card, formatDateTime, formatScheduleSessions, Image } from '@exceed/design-system';
import { Link } from 'react-router';
import { PriceNow } from './price-now.tsx';
import { SessionBadges } from './session-badges.tsx';

/** A card's cover box: the Open Graph shape (1.91:1) that covers are made in, so none is cropped much. */
const COVER_WIDTH = 400;
const COVER_HEIGHT = 210;

/**
 * When a schedule runs, in its own zone, named: a session's start ("Tue, Dec 3, 2026, 2:00 PM CET"), a
 * cohort's count and rhythm from its first session, since its first start alone would read as one sitting.
 */
export const scheduleWhen = (schedule: PublicScheduleResource) =>
  schedule.sessionCount > 1
    ? formatScheduleSessions(schedule)
    : formatDateTime(schedule.startDate, schedule.timezone);

/** A session's coach as the marketplace names them: first and last name, else the username. */
export const scheduleCoachName = ({ coach }: PublicScheduleResource) => personName(coach);

/**
 * One upcoming session in the marketplace: what, when, who, how, the price and the seats left; a full
 * one leads to its waitlist.
 */
export function ScheduleCard({ schedule }: { schedule: PublicScheduleResource }) {
  const coachName = scheduleCoachName(schedule);
  const full = schedule.seatsLeft === 0;
  return (
    <Card asChild>
      <article className="browse-card" aria-labelledby={`schedule-${schedule.id}`}>
        {/* The title below is the same link, so the picture is skipped by keyboards and screen readers. */}
        <Link
          className="browse-card__cover"
          to={`/workshops/${schedule.workshopId}`}
          tabIndex={-1}
          aria-hidden
        >
          <Image
            src={schedule.workshop.image}
            placeholder={schedule.workshop.imagePlaceholder ?? undefined}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          />
        </Link>
        <Card.Header>
          <Card.Title id={`schedule-${schedule.id}`}>
            <Link className="browse-title" to={`/workshops/${schedule.workshopId}`}>
              {schedule.workshop.title}
            </Link>
          </Card.Title>
          <Card.Description>
            <time dateTime={schedule.startDate}>{scheduleWhen(schedule)}</time>
          </Card.Description>
        </Card.Header>
        <Card.Content className="browse-card__body">
          <Link className="browse-coach" to={`/${schedule.coach.username}`}>
            <Avatar src={schedule.coach.avatarUrl} alt="" size="sm" />
            <span>{coachName}</span>
          </Link>
          <SessionBadges session={{ ...schedule, location: null }} />
        </Card.Content>
        <Card.Footer className="browse-card__footer">
          <PriceNow now={schedule.priceNow} standard={schedule.workshop.price} timeZone={schedule.timezone} />
          <span className="browse-seats">
            {full
              ? 'Fully booked'
              : `${schedule.seatsLeft} ${schedule.seatsLeft === 1 ? 'seat' : 'seats'} left`}
          </span>
          {/* A full session's book page offers its waitlist instead. */}
          <Button asChild size="sm" variant={full ? 'outline' : 'primary'}>
            <Link
              to={`/workshops/${schedule.id}/book`}
              aria-label={`${full ? 'Join the waitlist of' : 'Book'} ${schedule.workshop.title}`}
            >
              {full ? 'Join the waitlist' : 'Book'}
            </Link>
          </Button>
        </Card.Footer>
      </article>
    </Card>
  );
}
