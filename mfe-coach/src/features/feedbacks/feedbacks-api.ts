import type { FeedbackResource, Page } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** GET /v1/feedbacks?view=team: what attendees said of the coach's sessions in the team, newest first. */
export function useTeamFeedbacks(query: { page: number; perPage: number }) {
  return useApi<Page<FeedbackResource>>('/feedbacks', { view: 'team', ...query });
}
