import { Select } from '@exceed/design-system';
import { isSuperAdmin, teamPath, useSession } from '@exceed/session';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activeTeams, parseTeamPath, useMyTeams } from '../teams/my-teams.ts';

/**
 * The current team, for people ACTIVE in several (hidden otherwise). Picking one makes it the team the
 * API is asked about (X-Team); on a team's page (/t/:slug/…) it goes to the same page of the other team.
 */
export function TeamSwitcher() {
  const { teams, settled } = useMyTeams();
  const user = useSession((s) => s.user);
  const tenantSlug = useSession((s) => s.tenantSlug);
  const setTenantSlug = useSession((s) => s.setTenantSlug);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choices = teams ? activeTeams(teams) : [];
  // The kept current team may be one the user has left since: back to the default team, else the first.
  const stale = settled && !isSuperAdmin(user) && !choices.some((team) => team.slug === tenantSlug);
  useEffect(() => {
    if (!stale) return;
    const fallback = choices.find((team) => team.slug === user?.defaultTenantSlug) ?? choices[0];
    const next = fallback?.slug ?? null;
    if (next !== tenantSlug) setTenantSlug(next);
  }, [stale, choices, user, tenantSlug, setTenantSlug]);
  if (choices.length < 2) return null;
  const choose = (slug: string) => {
    setTenantSlug(slug);
    const onTeamPage = parseTeamPath(pathname);
    // The first segment only: a record of one team (a job posting) is not in the other.
    if (onTeamPage) navigate(teamPath(slug, onTeamPage.page.split('/')[0]));
  };
  return (
    <div className="shell-team-switcher">
      <Select
        label="Team"
        hideLabel
        options={choices.map((team) => ({ value: team.slug, label: team.name }))}
        value={tenantSlug}
        onChange={choose}
      />
    </div>
  );
}
