import {
  type CreateJobPostingInput,
  type JobPostingResource,
  MAX_PER_PAGE,
  type One,
  type Page,
  type TeamMemberResource,
  type TenantResource,
  type UpdateJobPostingInput,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/*
 * Every read and write of the team's job postings (the team is the session's X-Team). A write under /t
 * refreshes every cached read under /t (the session client's revalidateReads): the postings list, the
 * posting's page and the current team.
 */

/** Status filter of the list; `undefined` lists every status. */
export type JobPostingStatus = JobPostingResource['status'];

/** GET /v1/t/job-postings: the team's live postings, newest first, searched by title or company (`q`). */
export function useJobPostings(query: {
  q?: string;
  status?: JobPostingStatus;
  page: number;
  perPage: number;
}) {
  return useApi<Page<JobPostingResource>>('/t/job-postings', query);
}

/** GET /v1/t/job-postings/{id}; waits while there is no id (a new posting). */
export function useJobPosting(id: string | undefined) {
  return useApi<One<JobPostingResource>>(id ? `/t/job-postings/${id}` : null);
}

/** GET /v1/t: the current team, whose id names its members list. */
function useCurrentTeam() {
  return useApi<One<TenantResource>>('/t');
}

/**
 * GET /v1/tenants/{id}/members: the current team's members (one page of the API's largest size), from
 * whom a posting's recruiters are chosen; waits for the team.
 */
export function useTeamMembers() {
  const team = useCurrentTeam();
  const id = team.data?.data.id;
  const members = useApi<Page<TeamMemberResource>>(id ? `/tenants/${id}/members` : null, {
    perPage: MAX_PER_PAGE,
  });
  return { ...members, error: team.error ?? members.error, isLoading: team.isLoading || members.isLoading };
}

/** POST /v1/t/job-postings: a new posting (a DRAFT unless the body says otherwise). */
export function createJobPosting(body: Partial<CreateJobPostingInput>) {
  return api.post<One<JobPostingResource>>('/t/job-postings', body);
}

/** PATCH /v1/t/job-postings/{id}: its fields, or its status (publish, close, archive). */
export function updateJobPosting(id: string, body: UpdateJobPostingInput) {
  return api.patch<One<JobPostingResource>>(`/t/job-postings/${id}`, body);
}

/** DELETE /v1/t/job-postings/{id} (a soft delete). */
export function deleteJobPosting(id: string) {
  return api.delete(`/t/job-postings/${id}`);
}

/** POST /v1/t/job-postings/{id}/restore: undoes a delete. */
export function restoreJobPosting(id: string) {
  return api.post<One<JobPostingResource>>(`/t/job-postings/${id}/restore`);
}
