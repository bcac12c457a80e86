import type { JobApplicationResource, JobPostingResource, One, Page } from '@exceed/contract';
import { useApi } from '@exceed/session';

const postingPath = (postingId: string) => `/t/job-postings/${postingId}`;

/** GET /v1/t/job-postings/{id}: the posting whose applications are shown (its title). */
export function useJobPosting(postingId: string) {
  return useApi<One<JobPostingResource>>(postingPath(postingId));
}

/** GET /v1/t/job-postings/{id}/applications: a page of its applications, newest first. */
export function useJobApplications(postingId: string, query: { page: number; perPage: number }) {
  return useApi<Page<JobApplicationResource>>(`${postingPath(postingId)}/applications`, query);
}

/** GET /v1/t/job-postings/{id}/applications/{applicationId}: one application with its answers. */
export function useJobApplication(postingId: string, applicationId: string) {
  return useApi<One<JobApplicationResource>>(`${postingPath(postingId)}/applications/${applicationId}`);
}

/** The resume's download path for DownloadLink (the API's `url` without /v1). */
export const resumeDownloadPath = (application: JobApplicationResource): string | null =>
  application.resume ? application.resume.url.replace(/^\/v1/, '') : null;
