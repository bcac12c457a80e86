import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import { JobApplication } from '../../models/job-application.ts';
import type { JobPosting } from '../../models/job-posting.ts';
import { StoredFile } from '../../models/stored-file.ts';
import type { ApplicationWithResume } from '../../presenters/present-job-application.ts';

/** One application to the posting, 404 when it is not one of the posting's. */
export async function findApplication(
  trx: Knex,
  posting: JobPosting,
  applicationId: string,
): Promise<JobApplication> {
  const application = await JobApplication.forTenant(posting.tenantId, trx)
    .where('jobPostingId', posting.id)
    .findById(applicationId);
  if (!application) throw notFound();
  return application;
}

/** Applications with their resumes' file rows, read in one query. */
export async function withResumes(
  trx: Knex,
  applications: JobApplication[],
): Promise<ApplicationWithResume[]> {
  const ids = applications.flatMap((application) =>
    application.resumeFileId ? [application.resumeFileId] : [],
  );
  const files = ids.length > 0 ? await StoredFile.query(trx).findByIds(ids) : [];
  const byId = new Map(files.map((file) => [file.id, file]));
  return applications.map((application) => ({
    application,
    resume: application.resumeFileId ? byId.get(application.resumeFileId) : undefined,
  }));
}
