import type { FailedJob, Page } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

const failedJobsPath = '/admin/failed-jobs';

/** GET /v1/admin/failed-jobs: the jobs that ran out of attempts, the latest failure first, 10 a page. */
export function useFailedJobs(page: number) {
  return useApi<Page<FailedJob>>(failedJobsPath, { page });
}

/** POST /v1/admin/failed-jobs/{id}/retry: queues the job again; it leaves the list. */
export function retryJob(id: string) {
  return api.post<{ data: FailedJob }>(`${failedJobsPath}/${id}/retry`, undefined, {
    revalidates: [failedJobsPath],
  });
}
