import { ApiError } from '@exceed/session';
import { describe, expect, it, vi } from 'vitest';
import { planGroupInvite } from './group-invite-plan.ts';
import { runGroupInvite } from './group-invite-run.ts';

const team = ['ana@x.io', 'bo@x.io', 'cy@x.io', 'di@x.io'].map((email) => ({ email }));

describe('runGroupInvite', () => {
  it('invites the planned people one after another, in order', async () => {
    const invite = vi.fn(async (_email: string) => {});
    const outcome = await runGroupInvite(planGroupInvite(team, 3, [{ email: 'bo@x.io' }]), invite);
    expect(invite.mock.calls.map(([email]) => email)).toEqual(['ana@x.io', 'cy@x.io', 'di@x.io']);
    expect(outcome).toEqual({ invited: 3, seated: 1, overflow: 0, free: 3, failed: 0 });
  });

  it('counts someone the API says is already seated as such, and goes on', async () => {
    const invite = vi.fn(async (email: string) => {
      if (email === 'bo@x.io')
        throw new ApiError(422, 'taken', { email: ['This person already has a seat.'] });
    });
    const outcome = await runGroupInvite(planGroupInvite(team, 4, []), invite);
    expect(invite).toHaveBeenCalledTimes(4);
    expect(outcome).toMatchObject({ invited: 3, seated: 1, overflow: 0 });
  });

  it('stops when the booking is full: the rest did not fit', async () => {
    const invite = vi.fn(async (email: string) => {
      if (email === 'bo@x.io') throw new ApiError(422, 'full', { bookingId: ['All 4 seats are assigned.'] });
    });
    const outcome = await runGroupInvite(planGroupInvite(team, 4, []), invite);
    expect(invite).toHaveBeenCalledTimes(2);
    expect(outcome).toMatchObject({ invited: 1, overflow: 3, free: 1, failed: 0 });
  });

  it('stops on any other failure and says why', async () => {
    const invite = vi.fn(async (email: string) => {
      if (email === 'cy@x.io') throw new ApiError(0, 'The server could not be reached.');
    });
    const outcome = await runGroupInvite(planGroupInvite(team, 4, []), invite);
    expect(outcome).toMatchObject({ invited: 2, failed: 2, failure: 'The server could not be reached.' });
  });
});
