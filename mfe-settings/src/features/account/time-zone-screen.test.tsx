import { api, sessionStore } from '@exceed/session';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifiedUser } from '../../test-users.ts';
import TimeZoneScreen from './time-zone-screen.tsx';

beforeEach(() => sessionStore.getState().signIn({ ...verifiedUser, timezone: null }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TimeZoneScreen', () => {
  it("saves this device's zone as the account's, and shows a Berlin session in both clocks", async () => {
    const user = userEvent.setup();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const device = zone === 'Europe/Berlin' ? 'America/New_York' : zone;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-US').resolvedOptions(),
      timeZone: device,
    });
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { ...verifiedUser, timezone: device } });
    render(<TimeZoneScreen />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByText(/A Berlin session then reads:/).textContent).not.toContain('your time');
    await user.click(screen.getByRole('button', { name: /Use this device's/ }));
    expect(screen.getByText(/A Berlin session then reads:/).textContent).toContain('your time)');
    await user.click(save);
    expect(patch).toHaveBeenCalledWith('/users/u1', { timezone: device }, { revalidates: [] });
    await waitFor(() => expect(sessionStore.getState().user?.timezone).toBe(device));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});
