/**
 * The tenant configuration of SPEC §3, in the one place the shell and every remote read it: the tenant is a
 * Team, named in routes by its slug and sent to the API in the X-Team header; the client area lives under /b
 * and the coach area under /c. A team's own pages live under /t/:slug
 * (docs/decisions/0058-the-team-in-the-route.md).
 */
export const TENANCY = {
  /** What a tenant is called in routes and code. */
  tenantKey: 'team',
  /** The header that names the current tenant to the API. */
  tenantHeader: 'X-Team',
  /** What a tenant is called on screen. */
  tenant: 'Team',
  /** The client area's prefix: /b. */
  clientPrefix: 'b',
  /** The coach area's prefix: /c. */
  coachPrefix: 'c',
  /** The prefix of a team's own pages: /t/:slug. */
  teamPrefix: 't',
} as const;

/** The path of a page of a team's own (`page` below /t/:slug, e.g. "members"), or the team's home. */
export function teamPath(slug: string, page = ''): string {
  const base = `/${TENANCY.teamPrefix}/${encodeURIComponent(slug)}`;
  return page ? `${base}/${page.replace(/^\//, '')}` : base;
}
