import { SESSION_FORMATS, SKILL_LEVELS } from '@exceed/contract';
import { Button, EmptyState, formatEnum, Input, Select } from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BrowseResults } from '../../lib/browse/browse-results.tsx';
import { usePublicSchedules } from '../../lib/marketplace/marketplace-api.ts';
import { ScheduleCard } from '../../lib/marketplace/schedule-card.tsx';
import { PageFrame } from '../../lib/page-frame.tsx';
import '../../lib/marketplace/marketplace-cards.css';
import '../../lib/browse/browse.css';

/**
 * The filters the marketplace API takes (contract publicScheduleListQuerySchema), all kept in the URL; the
 * cursor comes with a page reached by Next (docs/decisions/0110-marketplace-deep-pages-by-keyset.md).
 */
const FILTERS = ['q', 'level', 'mode', 'sort', 'page', 'cursor'] as const;

const levelOptions = [
  { value: '', label: 'Any level' },
  ...SKILL_LEVELS.map((v) => ({ value: v, label: formatEnum(v) })),
];
const modeOptions = [
  { value: '', label: 'Any format' },
  ...SESSION_FORMATS.map((v) => ({ value: v, label: formatEnum(v) })),
];
const sortOptions = [
  { value: 'soonest', label: 'Soonest first' },
  { value: 'price', label: 'Cheapest first' },
  { value: '-price', label: 'Dearest first' },
];

/**
 * /workshops: every coach's upcoming public sessions, searchable and filterable. The filters live in the
 * URL, so a search can be shared and the back button undoes a filter.
 */
export default function WorkshopsPage() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])),
  );
  const { data, error, isLoading } = usePublicSchedules(query, { keepPreviousData: true });
  const [text, setText] = useState(params.get('q') ?? '');
  // A cursor the list refuses (edited by hand, or of another search): the page is read by its number.
  const refusedCursor = error instanceof ApiError && error.errors.cursor !== undefined;
  useEffect(() => {
    if (!refusedCursor) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('cursor');
        return next;
      },
      { replace: true },
    );
  }, [refusedCursor, setParams]);

  /** Changes one filter; any change of filter starts again from the first page. */
  const setFilter = (key: (typeof FILTERS)[number], value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      next.delete('cursor');
      return next;
    });
  /** Goes to a page: by the cursor Next was given, else by its number. */
  const goToPage = (page: number, cursor?: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(page));
      if (cursor) next.set('cursor', cursor);
      else next.delete('cursor');
      return next;
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', text.trim());
  };
  const filtered = FILTERS.some(
    (key) => key !== 'page' && key !== 'sort' && key !== 'cursor' && params.get(key),
  );

  return (
    <PageFrame title="Workshops" wide>
      <p>Live sessions with AI coaches and consultants: online, in person or both.</p>
      <search aria-label="Find workshops">
        <form className="browse-filters" onSubmit={search}>
          <Input
            label="Search"
            type="search"
            placeholder="Agents, prompt engineering…"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Select
            label="Level"
            options={levelOptions}
            value={params.get('level') ?? ''}
            onChange={(v) => setFilter('level', v)}
          />
          <Select
            label="Format"
            options={modeOptions}
            value={params.get('mode') ?? ''}
            onChange={(v) => setFilter('mode', v)}
          />
          <Select
            label="Sort"
            options={sortOptions}
            value={params.get('sort') ?? 'soonest'}
            onChange={(v) => setFilter('sort', v === 'soonest' ? '' : v)}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>

      <BrowseResults
        noun="workshops"
        data={data}
        error={error}
        isLoading={isLoading}
        onPage={goToPage}
        summary={
          data ? (
            <p className="browse-count" aria-live="polite">
              {data.meta.total} {data.meta.total === 1 ? 'session' : 'sessions'}
            </p>
          ) : null
        }
        renderItem={(schedule) => <ScheduleCard key={schedule.id} schedule={schedule} />}
        empty={
          <EmptyState
            title="No workshops match your search"
            description="Try other words, or fewer filters."
            action={
              filtered ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setText('');
                    setParams(new URLSearchParams());
                  }}
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
      />
    </PageFrame>
  );
}
