import { Button, ConfirmDialog, LoadError, Skeleton, StatusBadge } from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  deleteJobPostingWithUndo,
  NEXT_STATUSES,
  STATUS_ACTIONS,
  setJobPostingStatus,
} from './job-posting-actions.ts';
import { JobPostingForm } from './job-posting-form.tsx';
import { useJobPosting } from './job-postings-api.ts';

/**
 * /t/:slug/jobs/new and /t/:slug/jobs/:id: a new posting, or one posting with its status changes,
 * delete (with Undo), a link to its applications, and its form, each as its abilities allow.
 */
export default function JobPostingPage() {
  const { slug = '', id } = useParams();
  const base = `/t/${encodeURIComponent(slug)}/jobs`;
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const posting = useJobPosting(id);
  if (statusOf(posting.error) === 404 || statusOf(posting.error) === 422) pageNotFound();
  const data = posting.data?.data;
  usePageTitle(id ? (data?.title ?? 'Job posting') : 'New job posting');

  return (
    <section aria-labelledby="job-title" className="coach-page">
      <Link to={base} className="coach-back">
        ← Job postings
      </Link>
      {!id ? (
        <>
          <h1 id="job-title">New job posting</h1>
          <JobPostingForm onSaved={(saved) => navigate(`${base}/${saved.id}`, { replace: true })} />
        </>
      ) : posting.error ? (
        <LoadError what="this job posting" retry={() => posting.mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading the job posting">
          <Skeleton style={{ height: '2.5rem', width: '60%' }} />
          <Skeleton style={{ height: '24rem', marginTop: 'var(--ex-space-4)' }} />
        </div>
      ) : (
        <>
          <header className="coach-page__header">
            <div className="jobs-heading">
              <h1 id="job-title">{data.title}</h1>
              <StatusBadge status={data.status} />
            </div>
            <div className="coach-row-actions">
              {data.abilities.viewApplications ? (
                <Button asChild variant="outline">
                  <Link to={`${base}/${data.id}/applications`}>Applications</Link>
                </Button>
              ) : null}
              {data.abilities.edit
                ? NEXT_STATUSES[data.status].map((next) => (
                    <Button key={next} variant="outline" onClick={() => void setJobPostingStatus(data, next)}>
                      {STATUS_ACTIONS[next].label}
                    </Button>
                  ))
                : null}
              {data.abilities.delete ? (
                <Button variant="ghost" onClick={() => setDeleting(true)}>
                  Delete
                </Button>
              ) : null}
            </div>
          </header>
          {/* A reader who may not edit it sees the posting in the form, its fields disabled. */}
          <fieldset className="jobs-readonly" disabled={!data.abilities.edit}>
            {/* Keyed by the saved version, so a status change or a save elsewhere starts the form over. */}
            <JobPostingForm key={data.updatedAt} posting={data} onSaved={() => undefined} />
          </fieldset>
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title="Delete job posting?"
            description={`"${data.title}" leaves the job postings and the job board. You can undo this right after.`}
            confirmLabel="Delete posting"
            onConfirm={async () => {
              await deleteJobPostingWithUndo(data);
              navigate(base);
            }}
          />
        </>
      )}
    </section>
  );
}
