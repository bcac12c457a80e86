import type { ApiModule } from '../../http/api-module.ts';
import { applyToJob } from './apply-to-job.ts';
import { listPublicJobPostings } from './list-public-job-postings.ts';
import { showPublicJobPosting } from './show-public-job-posting.ts';

/** The public job board: PUBLISHED postings of every team, and applying to one (guests welcome). */
export const publicJobPostingsModule: ApiModule = {
  name: 'public-job-postings',
  routes: [listPublicJobPostings, showPublicJobPosting, applyToJob],
};
