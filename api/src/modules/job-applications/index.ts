import type { ApiModule } from '../../http/api-module.ts';
import { downloadResume } from './download-resume.ts';
import { exportJobApplications } from './export-job-applications.ts';
import { listJobApplications } from './list-job-applications.ts';
import { showJobApplication } from './show-job-application.ts';
import { updateJobApplication } from './update-job-application.ts';

/**
 * The applications to a team's job posting, for the posting's readers (policies/job-application-policy.ts):
 * list (by status), show, the status change, the resume and the CSV export. They are sent from the public job board (modules/public-job-postings).
 */
export const jobApplicationsModule: ApiModule = {
  name: 'job-applications',
  routes: [
    listJobApplications,
    showJobApplication,
    updateJobApplication,
    downloadResume,
    exportJobApplications,
  ],
};
