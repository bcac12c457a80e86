import type {
  One,
  Page,
  PublicFeedbackResource,
  PublicUserResource,
  PublicWorkshopResource,
} from '@exceed/contract';
import { useApi } from '@exceed/session';

/** GET /v1/public/users/{username}: a coach's public profile. */
export function usePublicCoach(username: string) {
  return useApi<One<PublicUserResource>>(`/public/users/${encodeURIComponent(username)}`);
}

/** GET /v1/public/users/{username}/feedbacks: what attendees said of a coach, the first `perPage`. */
export function useCoachFeedback(username: string, perPage: number) {
  return useApi<Page<PublicFeedbackResource>>(`/public/users/${encodeURIComponent(username)}/feedbacks`, {
    perPage,
  });
}

/** GET /v1/public/workshops/{id}: a workshop's public page. */
export function usePublicWorkshop(id: string) {
  return useApi<One<PublicWorkshopResource>>(`/public/workshops/${encodeURIComponent(id)}`);
}
