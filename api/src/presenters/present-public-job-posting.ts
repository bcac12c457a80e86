import type { PublicJobPosting } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { JobPosting } from '../models/job-posting.ts';

/** A posting as the public board reads it: with its team and how many applications it has. */
export type PublicJobPostingRow = JobPosting & {
  teamName: string;
  teamSlug: string;
  applicationsCount: number;
};

type Field<K extends keyof PublicJobPosting> = PublicJobPosting[K];

/**
 * A posting for job seekers (contract publicJobPostingSchema): public fields only, and what applying
 * needs: whether it takes applications now (or why not), whether a resume is required, its enabled questions.
 */
export function presentPublicJobPosting(posting: PublicJobPostingRow): PublicJobPosting {
  const closedReason = posting.applicationsClosedReason(Number(posting.applicationsCount));
  return {
    id: posting.id,
    title: posting.title,
    description: posting.description,
    skillsDescription: posting.skillsDescription,
    companyName: posting.companyName,
    companyUrl: posting.companyUrl,
    location: posting.location,
    employmentStatus: posting.employmentStatus as Field<'employmentStatus'>,
    experienceLevel: posting.experienceLevel as Field<'experienceLevel'>,
    availability: posting.availability,
    workplaceTypes: posting.workplaceTypes as Field<'workplaceTypes'>,
    industries: posting.industries as Field<'industries'>,
    categories: posting.categories as Field<'categories'>,
    status: posting.status === 'PUBLISHED' ? 'PUBLISHED' : 'CLOSED',
    team: { name: posting.teamName, slug: posting.teamSlug },
    application: {
      open: closedReason === null,
      closedReason,
      resumeRequired: posting.preferences.resumeRequired === true,
      questions: posting.enabledQuestions().map(({ id, title }) => ({ id, title })),
    },
    createdAt: isoDate(posting.createdAt),
    updatedAt: isoDate(posting.updatedAt),
  };
}
