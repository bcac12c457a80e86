import type { CreateFeedbackInput, FeedbackResource, Page } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

const feedbacksPath = '/feedbacks';

/** GET /v1/feedbacks?view=mine: my rating of one session, if I gave one (at most one a session). */
export function useMyFeedback(workshopScheduleId: string) {
  return useApi<Page<FeedbackResource>>(feedbacksPath, { view: 'mine', workshopScheduleId });
}

/** POST /v1/feedbacks: rates a session; my ratings are read again, so the rating shows in place. */
export function rateSession(body: CreateFeedbackInput) {
  return api.post(feedbacksPath, body, { revalidates: [feedbacksPath] });
}
