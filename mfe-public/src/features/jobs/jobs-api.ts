import type { JobApplicationResource, One, Page, PublicJobPosting } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/** The board's query: search, filters and page (contract publicJobPostingListQuerySchema), as strings. */
export type JobBoardQuery = Record<string, string>;

/** GET /v1/public/job-postings: a page of the board. */
export function usePublicJobPostings(query: JobBoardQuery) {
  return useApi<Page<PublicJobPosting>>('/public/job-postings', query, { keepPreviousData: true });
}

/** GET /v1/public/job-postings/{id}: one posting (a CLOSED one too, which takes no application). */
export function usePublicJobPosting(id: string) {
  return useApi<One<PublicJobPosting>>(`/public/job-postings/${id}`);
}

/**
 * POST /v1/public/job-postings/{id}/applications, multipart (the resume in `resume`). Quiet: the form
 * shows a 422 on its fields and a 409 (closed, full) in place. Revalidates the posting, whose
 * application state may have changed (a limit reached).
 */
export function applyToJob(id: string, form: FormData) {
  return api.post<One<JobApplicationResource>>(`/public/job-postings/${id}/applications`, form, {
    notify: false,
  });
}
