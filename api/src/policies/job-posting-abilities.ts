import type { JobPostingAbilities } from '@exceed/contract';
import type { Actor } from './actor.ts';
import { jobApplicationPolicy } from './job-application-policy.ts';
import { jobPostingPolicy, type ManagedJobPosting } from './job-posting-policy.ts';

/**
 * What the actor may do with a job posting of their team (its `abilities`), each the predicate its route
 * asks, so the coach area offers what the API lets through:
 * - edit: PATCH /v1/t/job-postings/:id (a status change is an edit) and delete: DELETE, both
 *   jobPostingPolicy.manage;
 * - viewApplications: GET /v1/t/job-postings/:id/applications (jobApplicationPolicy.view).
 */
export function jobPostingAbilities(actor: Actor, posting: ManagedJobPosting): JobPostingAbilities {
  const manage = jobPostingPolicy.manage(actor, posting);
  return { edit: manage, delete: manage, viewApplications: jobApplicationPolicy.view(actor, posting) };
}
