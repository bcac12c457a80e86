import type { Knex } from 'knex';
import type { Context } from 'koa';
import { notFound } from '../../errors.ts';
import { JobApplication } from '../../models/job-application.ts';
import { JobPosting } from '../../models/job-posting.ts';
import { StoredFile } from '../../models/stored-file.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { jobApplicationPolicy } from '../../policies/job-application-policy.ts';
import type { ApplicationWithResume } from '../../presenters/present-job-application.ts';
import { tenantOf } from '../../tenancy/current-tenant.ts';

/**
 * The posting of the current team a route names, once the actor may read its applications: 404 when the
 * team has no such live posting, 403 when the actor is not one of the posting's readers.
 */
export async function readablePosting(ctx: Context, trx: Knex, postingId: string): Promise<JobPosting> {
  const posting = await JobPosting.forTenant(tenantOf(ctx).id, trx).findById(postingId);
  if (!posting) throw notFound();
  authorize(jobApplicationPolicy.view(await actorOf(ctx, trx), posting));
  return posting;
}

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
