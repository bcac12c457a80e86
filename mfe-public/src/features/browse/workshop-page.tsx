import { type PublicWorkshopResource, personName, seatsToRunText } from '@exceed/contract';
import {
  Avatar,
  Button,
  Card,
  formatMoney,
  formatScheduleSessions,
  Image,
  VideoEmbed,
} from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, useParams } from 'react-router';
import { CancellationPolicySection } from '../../lib/marketplace/cancellation-policy-section.tsx';
import { GroupRate, PriceNow } from '../../lib/marketplace/price-now.tsx';
import { ReviewList } from '../../lib/marketplace/review-list.tsx';
import { SessionBadges } from '../../lib/marketplace/session-badges.tsx';
import { PublicPageState } from '../../lib/public-page-state.tsx';
import { usePublicWorkshop } from './browse-api.ts';
import '../../lib/marketplace/marketplace-cards.css';
import '../../lib/page-frame.css';
import './workshop-page.css';

type Session = PublicWorkshopResource['sessions'][number];

/**
 * One upcoming schedule: when (in its zone, with the reader's beside it; a cohort as its count and rhythm,
 * which one booking buys whole), how, seats left, and Book.
 */
function SessionRow({ session, title, standard }: { session: Session; title: string; standard: number }) {
  const full = session.seatsLeft === 0;
  const when = formatScheduleSessions(session);
  return (
    <li className="workshop-session">
      <div>
        <time dateTime={session.startDate} className="workshop-session__when">
          {when}
        </time>
        <SessionBadges session={session} />
        <span className="mkt-muted">
          {full ? 'Fully booked' : `${session.seatsLeft} ${session.seatsLeft === 1 ? 'seat' : 'seats'} left`}
        </span>
        {session.seatsToRun ? <span className="mkt-needs">{seatsToRunText(session.seatsToRun)}</span> : null}
        {session.priceNow.tier ? (
          <PriceNow now={session.priceNow} standard={standard} timeZone={session.timezone} />
        ) : null}
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
            seat <GroupRate tiers={workshop.priceTiers} currency={workshop.currency} />
          </Card.Description>
        </Card.Header>
        <Card.Content className="workshop-aside__body">
          {workshop.sessions.length === 0 ? (
            <p className="mkt-muted">No upcoming sessions. New dates are announced on the coach's page.</p>
          ) : (
            <ul className="workshop-sessions">
              {workshop.sessions.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  title={workshop.title}
                  standard={workshop.price}
                />
              ))}
            </ul>
          )}
          <CancellationPolicySection policy={workshop.cancellationPolicy} headingLevel="h3" />
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
        <p className="mkt-muted">No reviews yet: attendees review a session after it.</p>
      ) : (
        <p className="mkt-muted">
          <span aria-hidden="true">★ </span>
          {rating.average.toFixed(1)} of 5 from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
        </p>
      )}
      {reviews.length > 0 ? <ReviewList reviews={reviews} /> : null}
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
  if (!data) return <PublicPageState error={error} what="workshop" />;
  const workshop = data.data;
  const coachName = personName(workshop.coach);
  return (
    <article className="workshop-page">
      {workshop.image ? (
        <Image
          className="workshop-cover"
          src={workshop.image}
          placeholder={workshop.imagePlaceholder ?? undefined}
          alt=""
          width={1200}
          height={500}
          sizes="(max-width: 72rem) 100vw, 72rem"
          priority
        />
      ) : null}
      <div className="workshop-layout">
        <header className="workshop-header">
          <h1>{workshop.title}</h1>
          <Link className="browse-coach" to={`/${workshop.coach.username}`}>
            <Avatar src={workshop.coach.avatarUrl} alt="" size="md" />
            <span>
              {coachName}
              {workshop.coach.headline ? (
                <span className="mkt-muted workshop-headline">{workshop.coach.headline}</span>
              ) : null}
            </span>
          </Link>
        </header>
        <div className="workshop-main">
          <section className="workshop-section" aria-labelledby="workshop-about">
            <h2 id="workshop-about">About this workshop</h2>
            {workshop.description ? (
              <p className="workshop-description">{workshop.description}</p>
            ) : (
              <p className="mkt-muted">The coach has not described this workshop yet.</p>
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
