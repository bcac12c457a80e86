import { formatDateTime, LoadError, Skeleton } from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, useParams } from 'react-router';
import { DownloadLink } from '../../lib/download-link.tsx';
import { resumeDownloadPath, useJobApplication } from './job-applications-api.ts';
import './job-applications.css';

/** /t/:slug/jobs/:id/applications/:applicationId: one application, its answers and its resume. */
export default function ApplicationPage() {
  const { id = '', applicationId = '' } = useParams();
  const { data, error, mutate } = useJobApplication(id, applicationId);
  if (statusOf(error) === 404) pageNotFound();
  const application = data?.data;
  usePageTitle(application ? `Application of ${application.name}` : 'Application');
  const resume = application ? resumeDownloadPath(application) : null;
  return (
    <section aria-labelledby="application-title" className="coach-page">
      <p>
        <Link to=".." relative="path">
          All applications
        </Link>
      </p>
      {error ? (
        <LoadError what="the application" retry={() => mutate()} />
      ) : !application ? (
        <Skeleton style={{ height: '10rem' }} aria-label="Loading the application" />
      ) : (
        <>
          <header className="coach-page__header">
            <h1 id="application-title">{application.name}</h1>
          </header>
          <p>
            <a href={`mailto:${application.email}`}>{application.email}</a> · applied{' '}
            {formatDateTime(application.createdAt)}
          </p>
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
