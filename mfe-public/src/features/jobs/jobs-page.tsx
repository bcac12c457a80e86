import { EMPLOYMENT_TYPES, JOB_DEPARTMENTS, JOB_EXPERIENCE_LEVELS, WORKPLACE_TYPES } from '@exceed/contract';
import { Button, EmptyState, formatEnum, Input, Select } from '@exceed/design-system';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BrowseResults } from '../../lib/browse/browse-results.tsx';
import { PageFrame } from '../../lib/page-frame.tsx';
import { JobCard } from './job-card.tsx';
import { usePublicJobPostings } from './jobs-api.ts';
import '../../lib/marketplace/marketplace-cards.css';
import '../../lib/browse/browse.css';
import './jobs.css';

/** The filters the board's API takes (contract publicJobPostingListQuerySchema), all kept in the URL. */
const FILTERS = ['q', 'employmentStatus', 'experienceLevel', 'workplaceType', 'category', 'page'] as const;
type Filter = (typeof FILTERS)[number];

const options = (any: string, values: readonly string[]) => [
  { value: '', label: any },
  ...values.map((value) => ({ value, label: formatEnum(value) })),
];
const SELECTS: Array<{ key: Filter; label: string; options: ReturnType<typeof options> }> = [
  { key: 'employmentStatus', label: 'Employment type', options: options('Any type', EMPLOYMENT_TYPES) },
  { key: 'experienceLevel', label: 'Experience', options: options('Any level', JOB_EXPERIENCE_LEVELS) },
  { key: 'workplaceType', label: 'Workplace', options: options('Anywhere', WORKPLACE_TYPES) },
  { key: 'category', label: 'Category', options: options('Any category', JOB_DEPARTMENTS) },
];

/**
 * /jobs: the published job postings of every team, searchable and filterable. The filters live in the URL,
 * so a search can be shared and the back button undoes a filter.
 */
export default function JobsPage() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])),
  );
  const { data, error, isLoading } = usePublicJobPostings(query);
  const [text, setText] = useState(params.get('q') ?? '');

  /** Changes one filter; any change of filter starts again from the first page. */
  const setFilter = (key: Filter, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', text.trim());
  };
  const filtered = FILTERS.some((key) => key !== 'page' && params.get(key));

  return (
    <PageFrame title="Jobs">
      <p>Open roles at the teams on Exceed: apply in a few minutes, no account needed.</p>
      <search aria-label="Find jobs">
        <form className="browse-filters" onSubmit={search}>
          <Input
            label="Search"
            type="search"
            placeholder="Engineer, marketing…"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {SELECTS.map((select) => (
            <Select
              key={select.key}
              label={select.label}
              options={select.options}
              value={params.get(select.key) ?? ''}
              onChange={(value) => setFilter(select.key, value)}
            />
          ))}
          <Button type="submit">Search</Button>
        </form>
      </search>

      <BrowseResults
        noun="jobs"
        data={data}
        error={error}
        isLoading={isLoading}
        onPage={(next) => setFilter('page', String(next))}
        summary={
          data ? (
            <p className="browse-count" aria-live="polite">
              {data.meta.total} {data.meta.total === 1 ? 'job' : 'jobs'}
            </p>
          ) : null
        }
        renderItem={(posting) => <JobCard key={posting.id} posting={posting} />}
        empty={
          <EmptyState
            title={filtered ? 'No jobs match your search' : 'No open jobs yet'}
            description={filtered ? 'Try other words, or fewer filters.' : 'Come back soon.'}
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
