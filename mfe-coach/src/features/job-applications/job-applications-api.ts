import type {
  JobApplicationResource,
  JobApplicationStatus,
  JobPostingResource,
  One,
  Page,
  UpdateJobApplicationInput,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

const postingPath = (postingId: string) => `/t/job-postings/${postingId}` as const;
const applicationsPath = (postingId: string) => `${postingPath(postingId)}/applications` as const;
const applicationPath = (postingId: string, applicationId: string) =>
  `${applicationsPath(postingId)}/${applicationId}` as const;

/** GET /v1/t/job-postings/{id}: the posting whose applications are shown (its title). */
export function useJobPosting(postingId: string) {
  return useApi<One<JobPostingResource>>(postingPath(postingId));
}

/** GET /v1/t/job-postings/{id}/applications: a page of its applications, newest first, of one status if given. */
export function useJobApplications(
  postingId: string,
  query: { status?: JobApplicationStatus; page: number; perPage: number },
) {
  return useApi<Page<JobApplicationResource>>(applicationsPath(postingId), query);
}

/** GET /v1/t/job-postings/{id}/applications/{applicationId}: one application with its answers. */
export function useJobApplication(postingId: string, applicationId: string) {
  return useApi<One<JobApplicationResource>>(applicationPath(postingId, applicationId));
}

/** PATCH /v1/t/job-postings/{id}/applications/{applicationId}: its status; the list and the page change. */
export function updateJobApplication(
  application: Pick<JobApplicationResource, 'id' | 'jobPostingId'>,
  body: UpdateJobApplicationInput,
) {
  const { id, jobPostingId } = application;
  return api.patch<One<JobApplicationResource>>(applicationPath(jobPostingId, id), body, {
    revalidates: [applicationsPath(jobPostingId), applicationPath(jobPostingId, id)],
  });
}

/** GET /v1/t/job-postings/{id}/applications.csv: every application with its answers, for DownloadLink. */
export const applicationsCsvPath = (postingId: string) => `${applicationsPath(postingId)}.csv`;

/** The resume's download path for DownloadLink (the API's `url` without /v1). */
export const resumeDownloadPath = (application: JobApplicationResource): string | null =>
  application.resume ? application.resume.url.replace(/^\/v1/, '') : null;
