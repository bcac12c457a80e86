import type { CurrentTenantResource, One, TeamRole } from '@exceed/contract';
import { pageNotFound, statusOf, useApi } from '@exceed/session';

/**
 * GET /v1/t: the team of the route (the shell sets X-Team from /t/:slug), with the caller's team role
 * (null for a super-admin from outside). A team the API does not let one see is the unknown page's 404.
 */
export function useCurrentTeam() {
  const answer = useApi<One<CurrentTenantResource>>('/t', undefined, { notify: false });
  if (statusOf(answer.error) === 403) pageNotFound();
  return answer;
}

/** What the caller may do in the team: the API's rules (policies/tenant-policy.ts), to offer only those. */
export function teamPowers(role: TeamRole | null) {
  // The API answers no role to a super-admin only, who may do everything.
  const owner = role === null || role === 'owner';
  return { owner, manages: owner || role === 'admin' };
}
