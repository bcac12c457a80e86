import type { PublicUserResource } from '@exceed/contract';
import { Avatar, Badge, Card } from '@exceed/design-system';
import { Link } from 'react-router';
import { CoachRating, coachNameOf } from './coach-rating.tsx';

/** One coach of the marketplace: name and business, headline, specializations, rating and workshops. */
export function CoachCard({ coach }: { coach: PublicUserResource }) {
  const name = coachNameOf(coach);
  const specializations = coach.coachProfile?.specializations ?? [];
  return (
    <Card asChild>
      <article className="browse-card" aria-labelledby={`coach-${coach.id}`}>
        <Card.Header className="browse-coach-header">
          <Avatar src={coach.avatarUrl} alt="" size="lg" />
          <div>
            <Card.Title id={`coach-${coach.id}`}>
              <Link className="browse-coach" to={`/${coach.username}`}>
                {name}
              </Link>
            </Card.Title>
            {coach.coachProfile?.businessName ? (
              <Card.Description>{coach.coachProfile.businessName}</Card.Description>
            ) : null}
          </div>
        </Card.Header>
        <Card.Content className="browse-card__body">
          {coach.profile?.headline ? <p className="browse-headline">{coach.profile.headline}</p> : null}
          {specializations.length > 0 ? (
            <ul className="browse-badges" aria-label="Specializations">
              {specializations.map((item) => (
                <li key={item}>
                  <Badge>{item}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </Card.Content>
        <Card.Footer className="browse-card__footer">
          <CoachRating rating={coach.rating} />
          <span className="browse-seats">
            {coach.workshopsCount} {coach.workshopsCount === 1 ? 'workshop' : 'workshops'}
          </span>
        </Card.Footer>
      </article>
    </Card>
  );
}
