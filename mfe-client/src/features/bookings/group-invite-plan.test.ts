import { describe, expect, it } from 'vitest';
import { describeGroupInvite, planGroupInvite } from './group-invite-plan.ts';

const member = (email: string) => ({ email, name: null });
const team = ['ana@x.io', 'bo@x.io', 'cy@x.io', 'di@x.io', 'ed@x.io'].map(member);
const emails = (list: { email: string }[]) => list.map((item) => item.email);

describe('planGroupInvite', () => {
  it('fills the free seats in the group order and leaves the rest out', () => {
    const plan = planGroupInvite(team, 3, []);
    expect(emails(plan.invite)).toEqual(['ana@x.io', 'bo@x.io', 'cy@x.io']);
    expect(emails(plan.overflow)).toEqual(['di@x.io', 'ed@x.io']);
    expect(plan.seated).toEqual([]);
  });

  it('skips people already in the booking (any seat status, any case) and the booker, without using a seat', () => {
    const seats = [{ email: 'BO@x.io' }, { email: null }, { email: 'zz@x.io' }];
    const plan = planGroupInvite(team, 3, seats, 'Ed@x.io');
    expect(emails(plan.seated)).toEqual(['bo@x.io', 'ed@x.io']);
    expect(emails(plan.invite)).toEqual(['ana@x.io', 'cy@x.io', 'di@x.io']);
    expect(plan.overflow).toEqual([]);
  });

  it('invites nobody when no seat is free', () => {
    const plan = planGroupInvite(team.slice(0, 2), 0, []);
    expect(plan.invite).toEqual([]);
    expect(emails(plan.overflow)).toEqual(['ana@x.io', 'bo@x.io']);
  });
});

describe('describeGroupInvite', () => {
  it('says who was invited, who was already there and who did not fit', () => {
    expect(describeGroupInvite('Team A', { invited: 3, seated: 1, overflow: 2, free: 3, failed: 0 })).toBe(
      'Invited 3 people from Team A. 1 was already in this booking. 2 did not fit: only 3 seats were free.',
    );
    expect(describeGroupInvite('Team A', { invited: 1, seated: 2, overflow: 1, free: 1, failed: 0 })).toBe(
      'Invited 1 person from Team A. 2 were already in this booking. 1 did not fit: only 1 seat was free.',
    );
    expect(describeGroupInvite('Team A', { invited: 2, seated: 0, overflow: 0, free: 4, failed: 0 })).toBe(
      'Invited 2 people from Team A.',
    );
  });

  it('says when no one was invited, and why some failed', () => {
    expect(
      describeGroupInvite('Team A', {
        invited: 0,
        seated: 0,
        overflow: 0,
        free: 2,
        failed: 2,
        failure: 'The server could not be reached.',
      }),
    ).toBe('No one from Team A was invited. 2 could not be invited: The server could not be reached.');
  });
});
