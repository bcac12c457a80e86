import {
  ALREADY_APPLIED_MESSAGE,
  APPLICATIONS_CLOSED_MESSAGES,
  type ApplyToJobInput,
  answerField,
  applyToJobSchema,
  dataEnvelope,
  type ErrorBag,
  idParamsSchema,
  jobApplicationSchema,
  missingApplicationParts,
  RESUME_MAX_BYTES,
  RESUME_TYPE_MESSAGE,
  RESUME_TYPES,
} from '@exceed/contract';
import type { Context } from 'koa';
import { conflict, notFound, validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { multipart, type UploadedFile } from '../../http/multipart.ts';
import { present } from '../../http/presenter.ts';
import { JobApplication } from '../../models/job-application.ts';
import { JobPosting } from '../../models/job-posting.ts';
import type { StoredFile } from '../../models/stored-file.ts';
import { notifyJobApplication } from '../../notifications/notify.ts';
import { NO_APPLICATION_ABILITIES } from '../../policies/job-application-abilities.ts';
import { presentJobApplicationFor } from '../../presenters/present-job-application.ts';
import type { PublicJobPostingRow } from '../../presenters/present-public-job-posting.ts';
import { type RateLimit, rateLimit } from '../../rate-limit/rate-limit.ts';
import { safeUpload } from '../../storage/safe-upload.ts';
import { storeFile } from '../../storage/store-file.ts';
import { jobApplicationData } from '../../webhooks/event-data.ts';
import { publishWebhookEvent } from '../../webhooks/publish.ts';
import { publicJobPostings } from './public-job-posting-query.ts';

/** Applications per client IP per hour (JOB_APPLICATIONS_MAX_PER_IP): the board's one public write. */
const applicationLimit: RateLimit = {
  name: 'job-applications:ip',
  max: (config) => config.jobApplicationsMaxPerIp,
  windowMs: 60 * 60 * 1000,
  key: (ctx: Context) => ctx.ip,
};

/** The resume of the form, typed by its bytes: a PDF or Word document, else 422 on `resume`. */
async function readResume(file: UploadedFile | undefined, errors: ErrorBag) {
  if (!file) return undefined;
  const resume = await safeUpload(file);
  if ((RESUME_TYPES as readonly string[]).includes(resume.mimeType)) return resume;
  errors.resume = [RESUME_TYPE_MESSAGE];
  return undefined;
}

/**
 * POST /v1/public/job-postings/:id/applications: anyone applies to a PUBLISHED posting that accepts
 * applications, with a name, an email (one application per email per posting), an answer to each
 * enabled question and, when the posting requires it, a resume. Refused with 409 when the posting is
 * closed, does not accept applications or is full. The applicant limit holds under concurrency: the
 * posting's row is locked while its applications are counted and the new one is written, after the
 * resume's bytes are stored (no I/O but the database under the lock); the recruiters' mail is a job,
 * sent after commit.
 */
export const applyToJob = defineRoute({
  method: 'post',
  path: '/public/job-postings/:id/applications',
  summary: 'Apply to a job posting (public)',
  description:
    'JSON or multipart/form-data; the resume (PDF or Word, typed by its bytes, at most 5 MB: 413 above) ' +
    'in the file field `resume`; the answer to each enabled question in `answers.<questionId>`.',
  tags: ['Public'],
  status: 201,
  before: [multipart({ maxBytes: RESUME_MAX_BYTES })],
  request: { params: idParamsSchema, body: applyToJobSchema },
  guards: [rateLimit(applicationLimit)],
  responses: { 201: dataEnvelope(jobApplicationSchema) },
  errors: [404, 409, 419, 429],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { id } = ctx.state.input.params;
    const body = ctx.state.input.body as ApplyToJobInput;
    const found = (await publicJobPostings(trx, ['PUBLISHED', 'CLOSED'])
      .where('job_postings.id', id)
      .first()) as PublicJobPostingRow | undefined;
    if (!found) throw notFound();
    refuseWhenClosed(found, found.applicationsCount);

    const questions = found.enabledQuestions();
    const answers = questions.map((question) => ({
      questionId: question.id,
      question: question.title,
      answer: body[answerField(question.id)] ?? '',
    }));
    const file = ctx.request.files?.find((candidate) => candidate.field === 'resume');
    const errors: ErrorBag = missingApplicationParts(
      body,
      questions.map((question) => question.id),
      found.preferences.resumeRequired === true,
      file !== undefined,
    );
    const resume = await readResume(file, errors);
    if (await alreadyApplied(trx, found, body.email)) errors.email = [ALREADY_APPLIED_MESSAGE];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    let stored: StoredFile | undefined;
    if (resume) {
      stored = await storeFile(ctx.storage, trx, resume.upload, {
        ownerId: null,
        mimeType: resume.mimeType,
        width: null,
        height: null,
        expiresAt: null,
      });
    }

    // Under the posting's lock: its state and its count as they are now, not as they were read above.
    const posting = await JobPosting.forTenant(found.tenantId, trx).findById(id).forUpdate();
    if (!posting) throw notFound();
    const count = await JobApplication.forTenant(found.tenantId, trx).where('jobPostingId', id).resultSize();
    refuseWhenClosed(posting, count);
    if (await alreadyApplied(trx, posting, body.email))
      throw validationFailed({ email: [ALREADY_APPLIED_MESSAGE] });
    const application = await JobApplication.forTenant(found.tenantId, trx).insertAndFetch({
      jobPostingId: id,
      name: body.name,
      email: body.email,
      resumeFileId: stored?.id ?? null,
      answers,
    });
    if (posting.preferences.notifyAssigneeOnApplication === true) {
      await notifyJobApplication(trx, posting.tenantId, application.id);
    }
    await publishWebhookEvent(trx, {
      tenantId: posting.tenantId,
      type: 'job_application.created',
      data: jobApplicationData(application),
    });
    return present({ application, resume: stored }, presentJobApplicationFor(NO_APPLICATION_ABILITIES));
  },
});

function refuseWhenClosed(posting: JobPosting, applications: number): void {
  const reason = posting.applicationsClosedReason(applications);
  if (reason) throw conflict(APPLICATIONS_CLOSED_MESSAGES[reason]);
}

async function alreadyApplied(trx: Context['knex'], posting: JobPosting, email: string): Promise<boolean> {
  const existing = await JobApplication.forTenant(posting.tenantId, trx)
    .where({ jobPostingId: posting.id, email })
    .resultSize();
  return existing > 0;
}
