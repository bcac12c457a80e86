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
  declare createdAt: Date;
  declare updatedAt: Date;
}
