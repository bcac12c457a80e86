import {
  type CreateJobPostingInput,
  type JobPostingResource,
  MAX_PER_PAGE,
  type One,
  type Page,
  type TeamMemberResource,
  type UpdateJobPostingInput,
} from '@exceed/contract';
import { api, useApi, type WriteOptions } from '@exceed/session';
import { useCurrentTeam } from '../../lib/current-team-api.ts';

/* Every read and write of the team's job postings (the team is the session's X-Team). */

const postingsPath = '/t/job-postings';
const postingPath = (id: string) => `/t/job-postings/${id}` as const;

/** Status filter of the list; `undefined` lists every status. */
export type JobPostingStatus = JobPostingResource['status'];

/** GET /v1/t/job-postings: the team's live postings, newest first, searched by title or company (`q`). */
export function useJobPostings(query: {
  q?: string;
  status?: JobPostingStatus;
  page: number;
  perPage: number;
}) {
  return useApi<Page<JobPostingResource>>(postingsPath, query);
}

/** GET /v1/t/job-postings/{id}; waits while there is no id (a new posting). */
export function useJobPosting(id: string | undefined) {
  return useApi<One<JobPostingResource>>(id ? postingPath(id) : null);
}

/**
 * GET /v1/tenants/{id}/members: the current team's members (one page of the API's largest size), from
 * whom a posting's recruiters are chosen; waits for the current team (GET /v1/t), whose id names them.
 */
export function useTeamMembers() {
  const team = useCurrentTeam();
  const id = team.data?.data.id;
  const members = useApi<Page<TeamMemberResource>>(id ? `/tenants/${id}/members` : null, {
    perPage: MAX_PER_PAGE,
  });
  return { ...members, error: team.error ?? members.error, isLoading: team.isLoading || members.isLoading };
}

/** The list and the posting's page (the applications' heading reads it too) change with a posting. */
const changesPosting = (id: string): WriteOptions => ({ revalidates: [postingsPath, postingPath(id)] });

/** POST /v1/t/job-postings: a new posting (a DRAFT unless the body says otherwise); the list changes. */
export function createJobPosting(body: Partial<CreateJobPostingInput>) {
  return api.post<One<JobPostingResource>>(postingsPath, body, { revalidates: [postingsPath] });
}

/** PATCH /v1/t/job-postings/{id}: its fields, or its status (publish, close, archive). */
export function updateJobPosting(id: string, body: UpdateJobPostingInput) {
  return api.patch<One<JobPostingResource>>(postingPath(id), body, changesPosting(id));
}

/** DELETE /v1/t/job-postings/{id} (a soft delete). */
export function deleteJobPosting(id: string) {
  return api.delete(postingPath(id), changesPosting(id));
}

/** POST /v1/t/job-postings/{id}/restore: undoes a delete. */
export function restoreJobPosting(id: string) {
  return api.post<One<JobPostingResource>>(`${postingPath(id)}/restore`, undefined, changesPosting(id));
}
