import type { JobApplicationStatus } from '@exceed/contract';
import { TenantModel } from '../db/tenant-model.ts';

/** One answer of an application: the question as it was asked, and what the applicant wrote. */
export interface ApplicationAnswer {
  questionId: string;
  question: string;
  answer: string;
}

/** An application to a team's job posting, sent from the public job board. */
export class JobApplication extends TenantModel {
  static override tableName = 'job_applications';
  static override get jsonAttributes() {
    return ['answers'];
  }

  declare jobPostingId: string;
  declare name: string;
  declare email: string;
  declare resumeFileId: string | null;
  declare answers: ApplicationAnswer[];
  /** Where it stands with the team: NEW until one of the posting's readers moves it. */
  declare status: JobApplicationStatus;
  /** The status the applicant was last mailed about (null: none yet), so no news is sent twice. */
  declare notifiedStatus: JobApplicationStatus | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
