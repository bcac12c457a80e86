import type { JobPostingResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { JobPosting } from '../models/job-posting.ts';
import type { Actor } from '../policies/actor.ts';
import { jobPostingAbilities } from '../policies/job-posting-abilities.ts';

type Field<K extends keyof JobPostingResource> = JobPostingResource[K];

/**
 * A job posting as the contract's jobPostingSchema shows it; tenantId stays internal (the caller named the
 * team). The model types enum columns and settings loosely (text and jsonb); every value in them was
 * written through createJobPostingSchema or updateJobPostingSchema, so they are narrowed to the contract's
 * types here rather than re-checked. `abilities` are what `actor` may do with it.
 */
export function presentJobPosting(posting: JobPosting, actor: Actor): JobPostingResource {
  return {
    id: posting.id,
    title: posting.title,
    description: posting.description,
    companyName: posting.companyName,
    companyUrl: posting.companyUrl,
    location: posting.location,
    employmentStatus: posting.employmentStatus as Field<'employmentStatus'>,
    experienceLevel: posting.experienceLevel as Field<'experienceLevel'>,
    listingType: posting.listingType,
    availability: posting.availability,
    posterEmail: posting.posterEmail,
    skillsDescription: posting.skillsDescription,
    externalJobPostingId: posting.externalJobPostingId,
    workplaceTypes: posting.workplaceTypes as Field<'workplaceTypes'>,
    industries: posting.industries as Field<'industries'>,
    categories: posting.categories as Field<'categories'>,
    meta: posting.meta,
    status: posting.status as Field<'status'>,
    preferences: posting.preferences as Field<'preferences'>,
    recruiterIds: posting.recruiterIds,
    interviewQuestions: posting.interviewQuestions.map(({ id, title, order, enabled }) => ({
      id,
      title,
      order,
      enabled,
    })),
    createdBy: posting.createdBy,
    createdAt: isoDate(posting.createdAt),
    updatedAt: isoDate(posting.updatedAt),
    deletedAt: isoDate(posting.deletedAt),
    abilities: jobPostingAbilities(actor, posting),
  };
}

/** A presenter of postings, each as `actor` reads it. */
export const presentJobPostingFor =
  (actor: Actor) =>
  (posting: JobPosting): JobPostingResource =>
    presentJobPosting(posting, actor);
