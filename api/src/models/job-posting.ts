import type { ApplicationsClosedReason } from '@exceed/contract';
import { TenantModel } from '../db/tenant-model.ts';

/** One interview question of a job posting, in its order. */
export interface InterviewQuestion {
  id: string;
  title: string;
  order: number;
  enabled: boolean;
}

/** A job posting of the current tenant (SPEC.md §3). Recruiters named in recruiterIds may manage it. */
export class JobPosting extends TenantModel {
  static override tableName = 'job_postings';
  static override softDelete = true;
  static override get jsonAttributes() {
    return ['workplaceTypes', 'industries', 'categories', 'meta', 'preferences', 'interviewQuestions'];
  }

  declare title: string;
  declare description: string;
  declare companyName: string;
  declare companyUrl: string | null;
  declare location: string;
  declare employmentStatus: string;
  declare experienceLevel: string;
  declare listingType: string | null;
  declare availability: string | null;
  declare posterEmail: string;
  declare skillsDescription: string;
  declare externalJobPostingId: string | null;
  declare workplaceTypes: string[];
  declare industries: string[];
  declare categories: string[];
  declare meta: Record<string, unknown>;
  declare status: string;
  declare preferences: Record<string, unknown>;
  declare recruiterIds: string[];
  declare interviewQuestions: InterviewQuestion[];
  declare createdBy: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;

  /**
   * Why the posting takes no application now, given how many it has; null when it takes them. A closed
   * posting says so first, then one that does not accept applications, then one that is full.
   */
  applicationsClosedReason(applications: number): ApplicationsClosedReason | null {
    if (this.status !== 'PUBLISHED' || this.deletedAt) return 'CLOSED';
    if (this.preferences.acceptApplications !== true) return 'NOT_ACCEPTING';
    const limit = this.preferences.applicantMaxLimit;
    if (typeof limit === 'number' && applications >= limit) return 'FULL';
    return null;
  }

  /** The enabled interview questions in their order: what an applicant answers. */
  enabledQuestions(): InterviewQuestion[] {
    return this.interviewQuestions
      .filter((question) => question.enabled !== false)
      .sort((a, b) => a.order - b.order);
  }
}
