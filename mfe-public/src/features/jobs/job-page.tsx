import { APPLICATIONS_CLOSED_MESSAGES, type PublicJobPosting } from '@exceed/contract';
import { Badge, EmptyState, formatDay, formatEnum, Skeleton } from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, useParams } from 'react-router';
import { ApplicationForm } from './application-form.tsx';
import { jobPostingLd, ldText } from './job-posting-ld.ts';
import { usePublicJobPosting } from './jobs-api.ts';
import '../../lib/failure-note.css';
import '../../lib/marketplace/marketplace-cards.css';
import './jobs.css';

/** The posting's facts as a definition list: type, level, workplace, categories, availability. */
function Facts({ posting }: { posting: PublicJobPosting }) {
  const facts: Array<[string, string]> = [
    ['Employment type', formatEnum(posting.employmentStatus)],
    ['Experience', formatEnum(posting.experienceLevel)],
    ['Workplace', posting.workplaceTypes.join(', ')],
    ['Categories', posting.categories.map(formatEnum).join(', ')],
    ['Availability', posting.availability ?? ''],
  ];
  return (
    <dl className="jobs-facts">
      {facts
        .filter(([, value]) => value !== '')
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * /jobs/{id}: one posting with its company, its structured data for search engines, and the application
 * form while it takes applications (else why not: closed, full, not accepting).
 */
export default function JobPage() {
  const { id = '' } = useParams();
  const { data, error } = usePublicJobPosting(id);
  if (statusOf(error) === 404 || statusOf(error) === 422) pageNotFound();
  usePageTitle(data ? `${data.data.title} at ${data.data.companyName}` : 'Job');
  if (error) {
    return (
      <article className="mkt-page">
        <EmptyState title="This job could not be loaded" description="Check your connection and try again." />
      </article>
    );
  }
  if (!data) {
    return (
      <article className="mkt-page" aria-busy="true" aria-label="Loading the job">
        <Skeleton style={{ height: '12rem' }} />
      </article>
    );
  }
  const posting = data.data;
  const { application } = posting;
  return (
    <article className="mkt-page jobs-page">
      <script type="application/ld+json">{ldText(jobPostingLd(posting))}</script>
      <p>
        <Link to="/jobs">All jobs</Link>
      </p>
      <header className="jobs-header">
        <h1>{posting.title}</h1>
        <p className="jobs-company">
          {posting.companyUrl ? (
            <a href={posting.companyUrl} target="_blank" rel="noopener noreferrer">
              {posting.companyName}
            </a>
          ) : (
            posting.companyName
          )}{' '}
          · {posting.location}
        </p>
        <p className="jobs-muted">
          Posted <time dateTime={posting.createdAt}>{formatDay(posting.createdAt)}</time>
          {posting.status === 'CLOSED' ? (
            <>
              {' '}
              <Badge variant="warning">Closed</Badge>
            </>
          ) : null}
        </p>
      </header>
      <Facts posting={posting} />
      <section aria-labelledby="jobs-about">
        <h2 id="jobs-about">About the job</h2>
        <p className="jobs-text">{posting.description}</p>
      </section>
      <section aria-labelledby="jobs-skills">
        <h2 id="jobs-skills">Skills</h2>
        <p className="jobs-text">{posting.skillsDescription}</p>
      </section>
      {application.open ? (
        <ApplicationForm posting={posting} />
      ) : (
        <p role="status" className="failure-note">
          {APPLICATIONS_CLOSED_MESSAGES[application.closedReason ?? 'CLOSED']}
        </p>
      )}
    </article>
  );
}
