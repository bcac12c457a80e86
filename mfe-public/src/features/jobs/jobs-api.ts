import type { JobApplicationResource, One, Page, PublicJobPosting } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/** The board's query: search, filters and page (contract publicJobPostingListQuerySchema), as strings. */
export type JobBoardQuery = Record<string, string>;

/** GET /v1/public/job-postings: a page of the board. */
export function usePublicJobPostings(query: JobBoardQuery) {
  return useApi<Page<PublicJobPosting>>('/public/job-postings', query, { keepPreviousData: true });
}

const postingPath = (id: string) => `/public/job-postings/${id}` as const;

/** GET /v1/public/job-postings/{id}: one posting (a CLOSED one too, which takes no application). */
export function usePublicJobPosting(id: string) {
  return useApi<One<PublicJobPosting>>(postingPath(id));
}

/**
 * POST /v1/public/job-postings/{id}/applications, multipart (the resume in `resume`). Quiet: the form
 * shows a 422 on its fields and a 409 (closed, full) in place. The posting changes: its application
 * state may have (a limit reached).
 */
export function applyToJob(id: string, form: FormData) {
  return api.post<One<JobApplicationResource>>(`${postingPath(id)}/applications`, form, {
    notify: false,
    revalidates: [postingPath(id)],
  });
}
