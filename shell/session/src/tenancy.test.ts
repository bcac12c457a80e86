import { describe, expect, it } from 'vitest';
import { parseTeamPath, TENANCY, teamPath } from './tenancy.ts';

describe('the tenant configuration', () => {
  it('is SPEC §3: team, X-Team, Team, b, c', () => {
    expect(TENANCY).toMatchObject({
      tenantKey: 'team',
      tenantHeader: 'X-Team',
      tenant: 'Team',
      clientPrefix: 'b',
      coachPrefix: 'c',
    });
  });

  it('builds and reads the paths of a team', () => {
    expect(teamPath('acme')).toBe('/t/acme');
    expect(teamPath('acme', 'members')).toBe('/t/acme/members');
    expect(parseTeamPath('/t/acme/jobs/12')).toEqual({ slug: 'acme', page: 'jobs/12' });
    expect(parseTeamPath('/t/acme')).toEqual({ slug: 'acme', page: '' });
    expect(parseTeamPath('/c/workshops')).toBeNull();
  });
});
