import { describe, expect, it } from 'vitest';
import { TENANCY, teamPath } from './tenancy.ts';

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

  it('builds the paths of a team', () => {
    expect(teamPath('acme')).toBe('/t/acme');
    expect(teamPath('acme', 'members')).toBe('/t/acme/members');
  });
});
