import {
  COACH_APPLICATION_STATUSES,
  type CoachApplicationResource,
  type CoachApplicationStatus,
} from '@exceed/contract';
import {
  Button,
  Card,
  EmptyState,
  formatDateTime,
  formatEnum,
  LoadError,
  Select,
  Skeleton,
  StatusBadge,
  toast,
} from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListParams } from '../../lib/list-params.ts';
import { approveApplication, useCoachApplications } from './coach-applications-api.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import './coach-applications.css';

const STATUS_OPTIONS = [
  { value: 'ALL', label: 'Any status' },
  ...COACH_APPLICATION_STATUSES.map((status) => ({ value: status, label: formatEnum(status) })),
];

/**
 * /admin/coach-applications: applications to become a coach, the longest waiting first; pending ones
 * unless another status is chosen. Approve makes the person a coach; Decline asks for the reason.
 */
export default function CoachApplicationsPage() {
  usePageTitle('Coach applications');
  const list = useListParams();
  // Pending is what needs doing: the page opens on it, and "Any status" shows every application.
  const chosen = list.get('status') || 'PENDING';
  const status = chosen === 'ALL' ? undefined : (chosen as CoachApplicationStatus);
  const applications = useCoachApplications({ ...(status ? { status } : {}), page: list.page });
  const meta = applications.data?.meta;
  return (
    <section aria-labelledby="coach-applications-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="coach-applications-title">Coach applications</h1>
      </header>
      <search className="admin-filters">
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={chosen}
          onChange={(value) => list.filter('status', value === 'PENDING' ? '' : value)}
        />
      </search>
      {applications.error ? (
        <LoadError what="the applications" retry={() => applications.mutate()} />
      ) : !applications.data ? (
        <Skeleton shape="rect" height="12rem" />
      ) : applications.data.data.length === 0 ? (
        <EmptyState title={status === 'PENDING' ? 'No application is waiting' : 'No applications'} />
      ) : (
        <ul className="coach-applications">
          {applications.data.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
      {meta && meta.lastPage > 1 ? (
        <nav aria-label="Pages" className="admin-form__actions">
          <Button
            variant="outline"
            size="sm"
            disabled={list.page <= 1}
            onClick={() => list.change({ page: list.page - 1 })}
          >
            Previous page
          </Button>
          <span>
            Page {meta.currentPage} of {meta.lastPage}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={list.page >= meta.lastPage}
            onClick={() => list.change({ page: list.page + 1 })}
          >
            Next page
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

/** One application: who, what they offer, and the decision to make (or the one made). */
function ApplicationCard({ application }: { application: CoachApplicationResource }) {
  const [declining, setDeclining] = useState(false);
  const [approving, setApproving] = useState(false);
  const { applicant } = application;
  const titleId = `application-${application.id}`;
  const approve = async () => {
    setApproving(true);
    try {
      await approveApplication(application.id);
      toast({
        title: 'Application approved',
        description: `${applicant.name} is a coach now and is told by email.`,
        variant: 'success',
      });
    } catch {
      // The API client has said why (a toast); the card stays as it was.
    } finally {
      setApproving(false);
    }
  };
  return (
    <Card aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {applicant.name} <StatusBadge status={application.status} />
        </Card.Title>
        <Card.Description>
          <Link to={`/admin/users/${applicant.id}`}>{applicant.email}</Link> · sent{' '}
          {formatDateTime(application.createdAt)}
        </Card.Description>
      </Card.Header>
      <Card.Content>
        <dl className="admin-meta coach-application__facts">
          <div>
            <dt>Business name</dt>
            <dd>{application.businessName}</dd>
          </div>
          <div>
            <dt>Specializations</dt>
            <dd>{application.specializations.join(', ')}</dd>
          </div>
          <div>
            <dt>Bio</dt>
            <dd>{application.bio}</dd>
          </div>
          {application.experiences.length > 0 ? (
            <div>
              <dt>Experience</dt>
              <dd>
                <ul>
                  {application.experiences.map((role) => (
                    <li key={role.order}>
                      {role.title} at {role.company}, {role.years} {role.years === 1 ? 'year' : 'years'}
                      {role.months ? ` ${role.months} ${role.months === 1 ? 'month' : 'months'}` : ''}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {application.declineReason ? (
            <div>
              <dt>Reason for declining</dt>
              <dd>{application.declineReason}</dd>
            </div>
          ) : null}
        </dl>
      </Card.Content>
      {application.status === 'PENDING' ? (
        <Card.Footer className="admin-form__actions">
          <Button onClick={approve} loading={approving}>
            Approve {applicant.name}
          </Button>
          <Button variant="outline" onClick={() => setDeclining(true)}>
            Decline {applicant.name}
          </Button>
          <DeclineDialog application={application} open={declining} onOpenChange={setDeclining} />
        </Card.Footer>
      ) : null}
    </Card>
  );
}
