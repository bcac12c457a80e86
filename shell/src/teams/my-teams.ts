import { MAX_PER_PAGE, type MemberTenantResource, type Page } from '@exceed/contract';
import { TENANCY, useApi, useSession } from '@exceed/session';

/**
 * GET /v1/users/{id}/tenants: the teams of the signed-in user with their member status and team role
 * (one page of the API's largest size: nobody is in a hundred teams). Shared by the team route's check,
 * its sidebar and the switcher: `teams` is undefined while loading; `settled` once no read is under way;
 * `refresh` reads it again (a team joined or renamed since the list was read).
 */
export function useMyTeams() {
  const user = useSession((s) => s.user);
  const { data, isValidating, mutate } = useApi<Page<MemberTenantResource>>(
    user ? `/users/${user.id}/tenants` : null,
    { perPage: MAX_PER_PAGE },
    { revalidateOnFocus: false },
  );
  return { teams: data?.data, settled: data !== undefined && !isValidating, refresh: mutate };
}

/** The teams one is an ACTIVE member of: the only ones whose pages one may open. */
export const activeTeams = (teams: readonly MemberTenantResource[]) =>
  teams.filter((team) => team.memberStatus === 'ACTIVE');

/** The ACTIVE membership of the team `slug` names (slugs compare without case), if any. */
export const activeTeamOf = (teams: readonly MemberTenantResource[], slug: string) =>
  activeTeams(teams).find((team) => team.slug.toLowerCase() === slug.toLowerCase());

/** The team slug and the page below it of a team path (/t/acme/members → acme, members), or null. */
export function parseTeamPath(pathname: string): { slug: string; page: string } | null {
  const match = new RegExp(`^/${TENANCY.teamPrefix}/([^/]+)(?:/(.*))?$`).exec(pathname);
  if (!match?.[1]) return null;
  return { slug: decodeURIComponent(match[1]), page: match[2] ?? '' };
}
