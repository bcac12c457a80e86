import type { JobPostingResource } from '@exceed/contract';
import { removeWithUndo, toast } from '@exceed/design-system';
import {
  deleteJobPosting,
  type JobPostingStatus,
  restoreJobPosting,
  updateJobPosting,
} from './job-postings-api.ts';

/** What each status change is called, on its button and in its toast. */
export const STATUS_ACTIONS: Record<JobPostingStatus, { label: string; toast: string }> = {
  PUBLISHED: { label: 'Publish', toast: 'Job posting published' },
  CLOSED: { label: 'Close', toast: 'Job posting closed' },
  ARCHIVED: { label: 'Archive', toast: 'Job posting archived' },
  DRAFT: { label: 'Back to draft', toast: 'Job posting back to draft' },
};

/**
 * The statuses a posting may move to from its own: a draft is published; a published posting is closed
 * (no more applications) or archived; a closed one is published again or archived; an archived one goes
 * back to draft. (SPEC §4 leaves the transitions open: docs/decisions/0053-a-team-job-postings.md.)
 */
export const NEXT_STATUSES: Record<JobPostingStatus, JobPostingStatus[]> = {
  DRAFT: ['PUBLISHED'],
  PUBLISHED: ['CLOSED', 'ARCHIVED'],
  CLOSED: ['PUBLISHED', 'ARCHIVED'],
  ARCHIVED: ['DRAFT'],
};

/** Moves a posting's status (PATCH) and says so. */
export async function setJobPostingStatus(
  posting: JobPostingResource,
  status: JobPostingStatus,
): Promise<JobPostingResource> {
  const answer = await updateJobPosting(posting.id, { status });
  toast({ title: STATUS_ACTIONS[status].toast, description: posting.title, variant: 'success' });
  return answer.data;
}

/** Deletes a posting, with "Undo" (restore) in the toast. */
export const deleteJobPostingWithUndo = (posting: JobPostingResource) =>
  removeWithUndo(
    () => deleteJobPosting(posting.id),
    () => restoreJobPosting(posting.id),
    'Job posting deleted',
    posting.title,
  );
