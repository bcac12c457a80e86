import {
  JOB_APPLICATION_STATUSES,
  type JobApplicationResource,
  type JobApplicationStatus,
} from '@exceed/contract';
import { formatEnum, Select, toast } from '@exceed/design-system';
import { api } from '@exceed/session';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { updateJobApplication } from './job-applications-api.ts';

/** The statuses as a recruiter picks them, in the order an application goes through them. */
export const APPLICATION_STATUS_OPTIONS = JOB_APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: formatEnum(status),
}));

/** What each change is called in its toast. */
const DONE: Record<JobApplicationStatus, string> = {
  NEW: 'Application back to new',
  SHORTLISTED: 'Applicant shortlisted',
  REJECTED: 'Application rejected',
  HIRED: 'Applicant hired',
};

/**
 * Moves an application's status (PATCH) and says so; a refusal goes in the error toast (a 422's message
 * here, any other status's by the API client). Answers the application as the API now has it, or null.
 */
export async function changeApplicationStatus(
  application: JobApplicationResource,
  status: JobApplicationStatus,
): Promise<JobApplicationResource | null> {
  try {
    const answer = await updateJobApplication(application, { status });
    toast({ title: DONE[status], description: application.name, variant: 'success' });
    return answer.data;
  } catch (error) {
    api.notifyFailure(`The status of ${application.name}'s application was not changed`, error);
    return null;
  }
}

/**
 * The status of an application as a choice, when the API lets the reader change it
 * (`abilities.changeStatus`); nothing otherwise (the page shows the status as a badge). Disabled while a
 * change is on its way; `onChanged` gets the application as the API answered it.
 */
export function ApplicationStatusField({
  application,
  onChanged,
}: {
  application: JobApplicationResource;
  onChanged?: (changed: JobApplicationResource) => void;
}) {
  const [saving, setSaving] = useState(false);
  if (!application.abilities.changeStatus) return null;
  const change = async (value: string) => {
    setSaving(true);
    const changed = await changeApplicationStatus(application, value as JobApplicationStatus);
    setSaving(false);
    if (changed) onChanged?.(changed);
  };
  return (
    <Select
      label="Status"
      description="Shortlisted, rejected and hired applicants are told by mail a few minutes after the change."
      options={APPLICATION_STATUS_OPTIONS}
      value={application.status}
      disabled={saving}
      onChange={(value) => void change(value)}
      className="coach-application-status"
    />
  );
}

/** The link back up from a page of the applications (to the posting, or to its applications). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="coach-back">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
