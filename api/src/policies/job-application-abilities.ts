import type { JobApplicationAbilities } from '@exceed/contract';
import type { Actor } from './actor.ts';
import { jobApplicationPolicy } from './job-application-policy.ts';
import type { ManagedJobPosting } from './job-posting-policy.ts';

/** The abilities of the applicant's own answer on applying: they decide nothing on their application. */
export const NO_APPLICATION_ABILITIES: JobApplicationAbilities = { changeStatus: false };

/**
 * What the actor may do with an application to a posting of their team (its `abilities`), the predicate its
 * route asks, so the coach area offers what the API lets through:
 * - changeStatus: PATCH /v1/t/job-postings/:id/applications/:applicationId (jobApplicationPolicy.changeStatus).
 * Every application of one posting has the same abilities: they depend on the posting and the reader only.
 */
export function jobApplicationAbilities(actor: Actor, posting: ManagedJobPosting): JobApplicationAbilities {
  return { changeStatus: jobApplicationPolicy.changeStatus(actor, posting) };
}
