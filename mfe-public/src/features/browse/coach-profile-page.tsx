import type { PublicUserResource } from '@exceed/contract';
import { Avatar, Badge, EmptyState, Skeleton, VideoEmbed } from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { useParams } from 'react-router';
import { CoachRating, coachNameOf } from '../../lib/marketplace/coach-rating.tsx';
import { usePublicSchedules } from '../../lib/marketplace/marketplace-api.ts';
import { ReviewList } from '../../lib/marketplace/review-list.tsx';
import { ScheduleCard } from '../../lib/marketplace/schedule-card.tsx';
import '../../lib/marketplace/marketplace-cards.css';
import { PublicPageState } from '../../lib/public-page-state.tsx';
import { useCoachFeedback, usePublicCoach } from './browse-api.ts';
import '../../lib/browse/browse.css';
import '../../lib/page-frame.css';
import './coach-profile.css';

type CoachProfile = NonNullable<PublicUserResource['coachProfile']>;

const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order);

function IntroductionVideo({ url, name }: { url: string; name: string }) {
  return (
    <section className="coach-section" aria-labelledby="coach-video">
      <h2 id="coach-video">Introduction</h2>
      <VideoEmbed url={url} title={`Introduction video of ${name}`} />
    </section>
  );
}

const duration = (years: number, months = 0) =>
  [
    years ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    months ? `${months} ${months === 1 ? 'month' : 'months'}` : '',
  ]
    .filter(Boolean)
    .join(' ');

function Experience({ profile }: { profile: CoachProfile }) {
  const experiences = byOrder(profile.experiences ?? []);
  const certifications = byOrder(profile.certifications ?? []);
  return (
    <>
      {experiences.length > 0 ? (
        <section className="coach-section" aria-labelledby="coach-experience">
          <h2 id="coach-experience">Experience</h2>
          <ol className="coach-list">
            {experiences.map((item) => (
              <li key={`${item.order}-${item.title}`}>
                <strong>{item.title}</strong>, {item.company}
                <span className="coach-muted"> · {duration(item.years, item.months)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {certifications.length > 0 ? (
        <section className="coach-section" aria-labelledby="coach-certifications">
          <h2 id="coach-certifications">Certifications</h2>
          <ol className="coach-list">
            {certifications.map((item) => (
              <li key={`${item.order}-${item.title}`}>
                {item.certificateUrl ? (
                  <a href={item.certificateUrl} target="_blank" rel="noopener noreferrer">
                    <strong>{item.title}</strong>
                  </a>
                ) : (
                  <strong>{item.title}</strong>
                )}
                <span className="coach-muted">
                  {' '}
                  · {item.issuingOrganization}
                  {item.issuingDate ? `, ${new Date(item.issuingDate).getFullYear()}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

function UpcomingWorkshops({ username }: { username: string }) {
  const { data, error } = usePublicSchedules({ coach: username, perPage: 6 });
  return (
    <section className="coach-section" aria-labelledby="coach-workshops" aria-busy={!data && !error}>
      <h2 id="coach-workshops">Upcoming workshops</h2>
      {error ? <p role="alert">The workshops could not be loaded. Try again later.</p> : null}
      {!data && !error ? <Skeleton style={{ height: '13rem' }} /> : null}
      {data?.data.length === 0 ? (
        <EmptyState title="No upcoming workshops" description="New dates are announced here first." />
      ) : null}
      {data && data.data.length > 0 ? (
        <div className="browse-grid">
          {data.data.map((schedule) => (
            <ScheduleCard key={schedule.id} schedule={schedule} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function Feedback({ username }: { username: string }) {
  const { data, error } = useCoachFeedback(username, 10);
  return (
    <section className="coach-section" aria-labelledby="coach-feedback" aria-busy={!data && !error}>
      <h2 id="coach-feedback">Feedback</h2>
      {error ? <p role="alert">The feedback could not be loaded. Try again later.</p> : null}
      {data?.data.length === 0 ? <p className="coach-muted">No feedback yet.</p> : null}
      {data && data.data.length > 0 ? <ReviewList reviews={data.data} withWorkshop /> : null}
    </section>
  );
}

/** /{username}: a coach's public page: who they are, what they teach next and what attendees said. */
export default function CoachProfilePage() {
  const { username = '' } = useParams();
  const { data, error } = usePublicCoach(username);
  if (statusOf(error) === 404) pageNotFound();
  usePageTitle(data ? coachNameOf(data.data) : 'Coach');
  if (!data) return <PublicPageState error={error} what="profile" />;
  const coach = data.data;
  const name = coachNameOf(coach);
  const profile = coach.coachProfile;
  return (
    <article className="mkt-page coach-page">
      <header className="coach-header">
        <Avatar src={coach.avatarUrl} alt="" size="xl" />
        <div>
          <h1>{name}</h1>
          {profile?.businessName ? <p className="coach-business">{profile.businessName}</p> : null}
          {coach.profile?.headline ? <p className="coach-muted">{coach.profile.headline}</p> : null}
          <p className="coach-meta">
            <CoachRating rating={coach.rating} />
            <span className="browse-seats">
              {coach.workshopsCount} {coach.workshopsCount === 1 ? 'workshop' : 'workshops'}
            </span>
          </p>
        </div>
      </header>
      {profile?.specializations?.length ? (
        <ul className="browse-badges" aria-label="Specializations">
          {profile.specializations.map((item) => (
            <li key={item}>
              <Badge>{item}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {profile?.bio ? (
        <section className="coach-section" aria-labelledby="coach-about">
          <h2 id="coach-about">About</h2>
          <p className="coach-bio">{profile.bio}</p>
        </section>
      ) : null}
      {profile?.introductionVideo ? <IntroductionVideo url={profile.introductionVideo} name={name} /> : null}
      <UpcomingWorkshops username={coach.username} />
      {profile ? <Experience profile={profile} /> : null}
      <Feedback username={coach.username} />
    </article>
  );
}
