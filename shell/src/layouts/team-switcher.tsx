import { Select } from '@exceed/design-system';
import { parseTeamPath, teamPath, useSession } from '@exceed/session';
import { useLocation, useNavigate } from 'react-router';
import { activeTeams, useMyTeams } from '../teams/my-teams.ts';

/**
 * The current team, for people ACTIVE in several (hidden otherwise). Picking one makes it the team the
 * API is asked about (X-Team); on a team's page (/t/:slug/…) it goes to the same page of the other team.
 */
export function TeamSwitcher() {
  const { teams } = useMyTeams();
  const tenantSlug = useSession((s) => s.tenantSlug);
  const setTenantSlug = useSession((s) => s.setTenantSlug);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choices = teams ? activeTeams(teams) : [];
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
