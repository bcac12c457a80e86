import { describeCancellationPolicy, type PublicWorkshopResource, personName } from '@exceed/contract';
import {
  Avatar,
  Badge,
  Button,
  Card,
  EmptyState,
  formatDay,
  formatEnum,
  formatMoney,
  formatSessionSpan,
  Image,
  Skeleton,
  VideoEmbed,
} from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, useParams } from 'react-router';
import { usePublicWorkshop } from './browse-api.ts';
import '../../lib/page-frame.css';
import './workshop-page.css';

type Session = PublicWorkshopResource['sessions'][number];

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

/** One upcoming session: when (in its zone, with the reader's beside it), how, seats left, and Book. */
function SessionRow({ session, title }: { session: Session; title: string }) {
  const full = session.seatsLeft === 0;
  const when = formatSessionSpan(session.startDate, session.endDate, session.timezone);
  return (
    <li className="workshop-session">
      <div>
        <time dateTime={session.startDate} className="workshop-session__when">
          {when}
        </time>
        <div className="browse-badges">
          <Badge>{formatEnum(session.mode)}</Badge>
          <Badge>{formatEnum(session.level)}</Badge>
          {session.location ? <Badge>{session.location}</Badge> : null}
        </div>
        <span className="workshop-muted">
          {full ? 'Fully booked' : `${session.seatsLeft} ${session.seatsLeft === 1 ? 'seat' : 'seats'} left`}
        </span>
      </div>
      {/* A full session's book page offers its waitlist instead. */}
      <Button asChild size="sm" variant={full ? 'outline' : 'primary'}>
        <Link
          to={`/workshops/${session.id}/book`}
          aria-label={`${full ? 'Join the waitlist of' : 'Book'} ${title}, ${when}`}
        >
          {full ? 'Join the waitlist' : 'Book'}
        </Link>
      </Button>
    </li>
  );
}

function Sessions({ workshop }: { workshop: PublicWorkshopResource }) {
  return (
    <Card asChild>
      <section className="workshop-aside" aria-labelledby="workshop-sessions">
        <Card.Header>
          <Card.Title as="h2" id="workshop-sessions">
            Upcoming sessions
          </Card.Title>
          <Card.Description>
            <strong className="browse-price">{formatMoney(workshop.price, workshop.currency)}</strong> per
            seat
          </Card.Description>
        </Card.Header>
        <Card.Content className="workshop-aside__body">
          {workshop.sessions.length === 0 ? (
            <p className="workshop-muted">
              No upcoming sessions. New dates are announced on the coach's page.
            </p>
          ) : (
            <ul className="workshop-sessions">
              {workshop.sessions.map((session) => (
                <SessionRow key={session.id} session={session} title={workshop.title} />
              ))}
            </ul>
          )}
          <section aria-labelledby="workshop-policy">
            <h3 id="workshop-policy" className="workshop-subheading">
              Cancellation policy
            </h3>
            <ul className="workshop-policy">
              {describeCancellationPolicy(workshop.cancellationPolicy).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </Card.Content>
      </section>
    </Card>
  );
}

function Reviews({ workshop }: { workshop: PublicWorkshopResource }) {
  const { rating, reviews } = workshop;
  return (
    <section className="workshop-section" aria-labelledby="workshop-reviews">
      <h2 id="workshop-reviews">Reviews</h2>
      {rating.average === null ? (
        <p className="workshop-muted">No reviews yet: attendees review a session after it.</p>
      ) : (
        <p className="workshop-muted">
          <span aria-hidden="true">★ </span>
          {rating.average.toFixed(1)} of 5 from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
        </p>
      )}
      {reviews.length > 0 ? (
        <ul className="workshop-reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <span role="img" aria-label={`${review.rating} out of 5`} className="workshop-stars">
                {stars(review.rating)}
              </span>
              {review.comment ? <blockquote>{review.comment}</blockquote> : null}
              <span className="workshop-muted">
                {review.reviewer} · <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /workshops/{id}: a workshop's public page: its picture, what the coach wrote of it, its video, the
 * coach, its upcoming sessions with seats left and Book, the cancellation policy, and attendees' reviews.
 * The server writes its title, link preview and structured data into the page (api/src/web).
 */
export default function WorkshopPage() {
  const { id = '' } = useParams();
  const { data, error } = usePublicWorkshop(id);
  if (statusOf(error) === 404) pageNotFound();
  usePageTitle(data?.data.title ?? 'Workshop');
  if (error) {
    return (
      <article className="mkt-page">
        <EmptyState
          title="This workshop could not be loaded"
          description="Check your connection and try again."
        />
      </article>
    );
  }
  if (!data) {
    return (
      <article className="workshop-page" aria-busy="true" aria-label="Loading the workshop">
        <Skeleton style={{ height: '16rem' }} />
        <Skeleton style={{ height: '8rem' }} />
      </article>
    );
  }
  const workshop = data.data;
  const coachName = personName(workshop.coach);
  return (
    <article className="workshop-page">
      <Image
        className="workshop-cover"
        src={workshop.image}
        alt=""
        width={1200}
        height={500}
        sizes="(max-width: 64rem) 100vw, 64rem"
        priority
      />
      <div className="workshop-layout">
        <div className="workshop-main">
          <header className="workshop-header">
            <h1>{workshop.title}</h1>
            <Link className="browse-coach" to={`/${workshop.coach.username}`}>
              <Avatar src={workshop.coach.avatarUrl} alt="" size="md" />
              <span>
                {coachName}
                {workshop.coach.headline ? (
                  <span className="workshop-muted workshop-headline">{workshop.coach.headline}</span>
                ) : null}
              </span>
            </Link>
          </header>
          <section className="workshop-section" aria-labelledby="workshop-about">
            <h2 id="workshop-about">About this workshop</h2>
            {workshop.description ? (
              <p className="workshop-description">{workshop.description}</p>
            ) : (
              <p className="workshop-muted">The coach has not described this workshop yet.</p>
            )}
          </section>
          {workshop.video ? (
            <section className="workshop-section" aria-labelledby="workshop-video">
              <h2 id="workshop-video">Video</h2>
              <VideoEmbed url={workshop.video} title={`Video of ${workshop.title}`} />
            </section>
          ) : null}
          <Reviews workshop={workshop} />
        </div>
        <Sessions workshop={workshop} />
      </div>
    </article>
  );
}
