import type { JobApplicationStatus } from '@exceed/contract';
import type { Knex } from 'knex';
import type { JobApplication } from '../models/job-application.ts';
import { notifyJobApplicationStatus } from '../notifications/notify.ts';

/**
 * Moves an application (read under its lock) to `status`, in the caller's transaction, and answers it as it
 * now is. Any status may follow any other: a team reconsiders, and SPEC leaves the transitions open
 * (docs/decisions/0077-job-application-status.md). The applicant's mail is a job that commits with the
 * change and runs a little later (notifyJobApplicationStatus); the same status again changes nothing.
 */
export async function changeApplicationStatus(
  trx: Knex,
  application: JobApplication,
  status: JobApplicationStatus,
): Promise<JobApplication> {
  if (application.status === status) return application;
  const changed = await application.$query(trx).patchAndFetch({ status });
  await notifyJobApplicationStatus(trx, changed.tenantId, changed.id);
  return changed;
}
