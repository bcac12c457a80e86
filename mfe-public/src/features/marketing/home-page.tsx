import { COACH_APPLICATION_PAGES, type Page } from '@exceed/contract';
import { Button, Card, Skeleton } from '@exceed/design-system';
import { siteInfo, usePageTitle, useSession } from '@exceed/session';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoachCard } from '../../lib/marketplace/coach-card.tsx';
import { usePublicCoaches, usePublicSchedules } from '../../lib/marketplace/marketplace-api.ts';
import { ScheduleCard } from '../../lib/marketplace/schedule-card.tsx';
import '../../lib/marketplace/marketplace-cards.css';
import './marketing.css';

const clientSteps = [
  { title: 'Find your expert', text: 'Browse workshops and consultants by topic, level, format and date.' },
  {
    title: 'Book your seats',
    text: 'Reserve one seat or several, invite your team and pay by card in one go.',
  },
  { title: 'Learn and apply', text: 'Join live, online or in person, and keep the resources afterwards.' },
];

const coachSteps = [
  {
    title: 'Publish workshops',
    text: 'Turn your expertise into workshops and schedules that clients can book.',
  },
  {
    title: 'Fill your seats',
    text: 'Get discovered in the marketplace; bookings and payments run themselves.',
  },
  { title: 'Get paid', text: 'Follow bookings, attendance, invoices and payouts from one dashboard.' },
];

/**
 * A row of live marketplace items under a heading, with a link to all of them. While loading it keeps
 * its place (no layout shift); when the API fails or has nothing, the section is left out.
 */
function Featured<T extends { id: string }>({
  id,
  title,
  read: { data, error },
  more,
  render,
}: {
  id: string;
  title: string;
  /** The read of the items (its first page). */
  read: { data: Page<T> | undefined; error: unknown };
  more: ReactNode;
  render: (item: T) => ReactNode;
}) {
  if (error || data?.data.length === 0) return null;
  return (
    <section className="mkt-section" aria-labelledby={id} aria-busy={!data}>
      <div className="mkt-section-head">
        <h2 id={id}>{title}</h2>
        {more}
      </div>
      <div className="browse-grid">
        {data
          ? data.data.map(render)
          : [0, 1, 2].map((n) => <Skeleton key={n} style={{ height: '13rem' }} />)}
      </div>
    </section>
  );
}

/** The marketing home page: what Exceed is, how it works for both sides, and where to start. */
export default function HomePage() {
  usePageTitle('AI Coaches and Consultants');
  const upcoming = usePublicSchedules({ perPage: 3 });
  const top = usePublicCoaches({ perPage: 3, sort: 'top' });
  // A guest signs up (or in: the page links there, keeping the redirect) on the way to the application.
  const signedIn = useSession((s) => s.user !== null);
  const becomeCoachPath = signedIn
    ? COACH_APPLICATION_PAGES.form
    : `/register?redirect=${encodeURIComponent(COACH_APPLICATION_PAGES.form)}`;
  return (
    <div className="mkt">
      <section className="mkt-hero" aria-labelledby="mkt-hero-title">
        <p className="mkt-eyebrow">AI coaching, workshops and consulting</p>
        <h1 id="mkt-hero-title">{siteInfo.description}</h1>
        <p className="mkt-lead">
          Learn from practitioners who ship AI every day. Book a live workshop for yourself or your whole
          team, or share what you know and build a coaching business.
        </p>
        <div className="mkt-actions">
          <Button asChild size="lg">
            <Link to="/workshops">Browse workshops</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={becomeCoachPath}>Become a coach</Link>
          </Button>
        </div>
      </section>

      <Featured
        id="mkt-upcoming-title"
        title="Upcoming workshops"
        read={upcoming}
        more={<Link to="/workshops">All workshops</Link>}
        render={(schedule) => <ScheduleCard key={schedule.id} schedule={schedule} />}
      />

      <Featured
        id="mkt-top-title"
        title="Top consultants"
        read={top}
        more={<Link to="/consultants">All consultants</Link>}
        render={(coach) => <CoachCard key={coach.id} coach={coach} />}
      />

      <section className="mkt-section" aria-labelledby="mkt-clients-title">
        <h2 id="mkt-clients-title">How it works for clients</h2>
        <ol className="mkt-steps">
          {clientSteps.map((step, index) => (
            <li key={step.title}>
              <Card>
                <Card.Header>
                  <span className="mkt-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <Card.Title>{step.title}</Card.Title>
                </Card.Header>
                <Card.Content>{step.text}</Card.Content>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section className="mkt-section" aria-labelledby="mkt-coaches-title">
        <h2 id="mkt-coaches-title">How it works for coaches</h2>
        <ol className="mkt-steps">
          {coachSteps.map((step, index) => (
            <li key={step.title}>
              <Card>
                <Card.Header>
                  <span className="mkt-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <Card.Title>{step.title}</Card.Title>
                </Card.Header>
                <Card.Content>{step.text}</Card.Content>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section className="mkt-cta" aria-labelledby="mkt-cta-title">
        <h2 id="mkt-cta-title">Ready to exceed with AI?</h2>
        <p>Meet the consultants who can help your team move faster.</p>
        <Button asChild size="lg">
          <Link to="/consultants">Meet the consultants</Link>
        </Button>
      </section>
    </div>
  );
}
