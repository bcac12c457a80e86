import type { ApiModule } from '../../http/api-module.ts';
import { createJobPosting } from './create-job-posting.ts';
import { deleteJobPosting } from './delete-job-posting.ts';
import { listJobPostings } from './list-job-postings.ts';
import { restoreJobPosting } from './restore-job-posting.ts';
import { showJobPosting } from './show-job-posting.ts';
import { replaceJobPosting, updateJobPosting } from './update-job-posting.ts';

/**
 * Job postings of the current tenant (X-Team) at /v1/t/job-postings: CRUD and restore. Who may do what:
 * policies/job-posting-policy.ts; the body rules beyond JSON Schema: job-posting-rules.ts.
 */
export const jobPostingsModule: ApiModule = {
  name: 'job-postings',
  routes: [
    listJobPostings,
    createJobPosting,
    showJobPosting,
    updateJobPosting,
    replaceJobPosting,
    deleteJobPosting,
    restoreJobPosting,
  ],
};
