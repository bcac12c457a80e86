import { Button, EmptyState, Input } from '@exceed/design-system';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BrowseResults } from '../../lib/browse/browse-results.tsx';
import { CoachCard } from '../../lib/marketplace/coach-card.tsx';
import { usePublicCoaches } from '../../lib/marketplace/marketplace-api.ts';
import { PageFrame } from '../../lib/page-frame.tsx';
import '../../lib/marketplace/marketplace-cards.css';
import '../../lib/browse/browse.css';

/** /consultants: the marketplace's coaches with their headline, specializations and rating; searchable. */
export default function ConsultantsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = params.get('page') ?? '';
  const [text, setText] = useState(q);
  const { data, error, isLoading } = usePublicCoaches(
    { q: q || undefined, page: page || undefined },
    { keepPreviousData: true },
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <PageFrame title="Consultants" wide>
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
