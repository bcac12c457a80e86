import { formatDateTime, LoadError, Skeleton, StatusBadge } from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, useParams } from 'react-router';
import { DownloadLink } from '../../lib/download-link.tsx';
import { ApplicationStatusField, BackLink } from './application-status.tsx';
import { resumeDownloadPath, useJobApplication, useJobPosting } from './job-applications-api.ts';
import './job-applications.css';

/**
 * /t/:slug/jobs/:id/applications/:applicationId: one application, its status (changed here when the API
 * allows it), its answers and its resume; leads back to the posting's applications and to the posting.
 */
export default function ApplicationPage() {
  const { slug = '', id = '', applicationId = '' } = useParams();
  const { data, error, mutate } = useJobApplication(id, applicationId);
  const posting = useJobPosting(id);
  if (statusOf(error) === 404) pageNotFound();
  const application = data?.data;
  usePageTitle(application ? `Application of ${application.name}` : 'Application');
  const resume = application ? resumeDownloadPath(application) : null;
  const postingPath = `/t/${encodeURIComponent(slug)}/jobs/${id}`;
  const postingTitle = posting.data?.data.title;
  return (
    <section aria-labelledby="application-title" className="coach-page">
      <BackLink to={`${postingPath}/applications`}>Back to applications</BackLink>
      {error ? (
        <LoadError what="the application" retry={() => mutate()} />
      ) : !application ? (
        <Skeleton style={{ height: '10rem' }} aria-label="Loading the application" />
      ) : (
        <>
          <header className="coach-page__header">
            <div className="applications-heading">
              <h1 id="application-title">{application.name}</h1>
              <StatusBadge status={application.status} />
            </div>
          </header>
          <p>
            <a href={`mailto:${application.email}`}>{application.email}</a> · applied
            {postingTitle ? (
              <>
                {' to '}
                <Link to={postingPath}>{postingTitle}</Link>
              </>
            ) : null}{' '}
            on {formatDateTime(application.createdAt)}
          </p>
          <ApplicationStatusField
            application={application}
            onChanged={(changed) => void mutate({ data: changed }, { revalidate: false })}
          />
          <p>
            {resume && application.resume ? (
              <DownloadLink path={resume} fileName={application.resume.name}>
                Download resume ({application.resume.name})
              </DownloadLink>
            ) : (
              'No resume sent.'
            )}
          </p>
          <h2>Answers</h2>
          <dl className="coach-answers">
            {application.answers.map((answer) => (
              <div key={answer.questionId}>
                <dt>{answer.question}</dt>
                <dd>{answer.answer}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
