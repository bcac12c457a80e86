import { describe, expect, it } from 'vitest';
import { activeTeamOf, parseTeamPath } from './my-teams.ts';

const team = (slug: string, memberStatus: 'ACTIVE' | 'PENDING' | 'SUSPENDED') => ({
  id: slug,
  name: slug,
  slug,
  email: null,
  domain: null,
  plan: 'free' as const,
  meetingProvider: 'JITSI' as const,
  createdAt: '',
  updatedAt: '',
  memberStatus,
  memberRole: 'member' as const,
  abilities: {
    edit: false,
    delete: false,
    viewInvitations: false,
    invitableRoles: [],
    viewJobPostings: false,
  },
});

describe('the teams of the route', () => {
  it('reads the slug and the page of a team path', () => {
    expect(parseTeamPath('/t/acme/jobs/12')).toEqual({ slug: 'acme', page: 'jobs/12' });
    expect(parseTeamPath('/t/acme')).toEqual({ slug: 'acme', page: '' });
    expect(parseTeamPath('/c/workshops')).toBeNull();
  });

  it('opens only a team one is ACTIVE in, whatever the case of its slug', () => {
    const teams = [team('acme', 'ACTIVE'), team('north', 'SUSPENDED'), team('south', 'PENDING')];
    expect(activeTeamOf(teams, 'ACME')?.slug).toBe('acme');
    expect(activeTeamOf(teams, 'north')).toBeUndefined();
    expect(activeTeamOf(teams, 'south')).toBeUndefined();
  });
});
