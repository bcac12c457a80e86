import type { CurrentTenantResource, One } from '@exceed/contract';
import { pageNotFound, statusOf, useApi } from '@exceed/session';

/**
 * GET /v1/t: the team of the route (the shell sets X-Team from /t/:slug), with the caller's team role
 * (null for a super-admin from outside) and what the API lets them do with it (`abilities`: the pages offer
 * those and nothing else). A team the API does not let one see is the unknown page's 404.
 */
export function useCurrentTeam() {
  const answer = useApi<One<CurrentTenantResource>>('/t', undefined, { notify: false });
  if (statusOf(answer.error) === 403) pageNotFound();
  return answer;
}
