import type { JobApplicationAbilities, JobApplicationResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { JobApplication } from '../models/job-application.ts';
import type { StoredFile } from '../models/stored-file.ts';

/** Where the posting's team downloads an application's resume (X-Team names the team). */
export const resumePath = (application: JobApplication): string =>
  `/v1/t/job-postings/${application.jobPostingId}/applications/${application.id}/resume`;

/** An application with its resume's file, when it has one whose row is still there. */
export interface ApplicationWithResume {
  application: JobApplication;
  resume: StoredFile | undefined;
}

/**
 * An application as the posting's team sees it (contract jobApplicationSchema), with what its reader may
 * do with it (policies/job-application-abilities.ts).
 */
export const presentJobApplicationFor =
  (abilities: JobApplicationAbilities) =>
  ({ application, resume }: ApplicationWithResume): JobApplicationResource => ({
    id: application.id,
    jobPostingId: application.jobPostingId,
    name: application.name,
    email: application.email,
    resume: resume
      ? {
          name: resume.originalName,
          size: resume.size,
          mimeType: resume.mimeType,
          url: resumePath(application),
        }
      : null,
    answers: application.answers.map(({ questionId, question, answer }) => ({
      questionId,
      question,
      answer,
    })),
    status: application.status,
    createdAt: isoDate(application.createdAt),
    abilities: { ...abilities },
  });
