import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import { JobApplication } from '../../models/job-application.ts';
import type { JobPosting } from '../../models/job-posting.ts';
import { StoredFile } from '../../models/stored-file.ts';
import type { ApplicationWithResume } from '../../presenters/present-job-application.ts';

/**
 * One application to the posting, 404 when it is not one of the posting's; `lock` holds its row until the
 * transaction ends (a change of its status).
 */
export async function findApplication(
  trx: Knex,
  posting: JobPosting,
  applicationId: string,
  options: { lock?: boolean } = {},
): Promise<JobApplication> {
  const query = JobApplication.forTenant(posting.tenantId, trx)
    .where('jobPostingId', posting.id)
    .findById(applicationId);
  const application = await (options.lock ? query.forUpdate() : query);
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

/** One application with its resume's file row. */
export async function withResume(trx: Knex, application: JobApplication): Promise<ApplicationWithResume> {
  const resume = application.resumeFileId
    ? await StoredFile.query(trx).findById(application.resumeFileId)
    : undefined;
  return { application, resume };
}
