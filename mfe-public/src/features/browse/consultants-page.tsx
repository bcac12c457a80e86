import type { PublicUserResource } from '@exceed/api/contract';
import { Avatar, Badge, Button, Card, EmptyState, Input } from '@exceed/design-system';
import { useApi } from '@exceed/session';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../lib/page-frame.tsx';
import { BrowseResults, type ResultPage } from './browse-results.tsx';
import { CoachRating, coachNameOf } from './coach-rating.tsx';
import './browse.css';

function CoachCard({ coach }: { coach: PublicUserResource }) {
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

/** /consultants: the marketplace's coaches with their headline, specializations and rating; searchable. */
export default function ConsultantsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = params.get('page') ?? '';
  const [text, setText] = useState(q);
  const { data, error, isLoading } = useApi<ResultPage<PublicUserResource>>(
    '/public/users',
    { q: q || undefined, page: page || undefined },
    { keepPreviousData: true },
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <PageFrame title="Consultants">
      <p>AI coaches and consultants who teach what they ship.</p>
      <search aria-label="Find consultants">
        <form className="browse-filters" onSubmit={search}>
          <Input
            label="Search"
            type="search"
            placeholder="Name, skill or company"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      <BrowseResults
        noun="consultants"
        data={data}
        error={error}
        isLoading={isLoading}
        onPage={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
        renderItem={(coach) => <CoachCard key={coach.id} coach={coach} />}
        empty={
          <EmptyState title="No consultants match your search" description="Try another name or skill." />
        }
      />
    </PageFrame>
  );
}
