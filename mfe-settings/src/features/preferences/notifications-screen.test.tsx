import type { NotificationPreference } from '@exceed/contract';
import { api, sessionStore } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifiedUser } from '../../test-users.ts';
import NotificationsScreen from './notifications-screen.tsx';

const preferences: NotificationPreference[] = [
  { kind: 'booking', mail: true, inApp: true, mailLocked: true },
  { kind: 'announcement', mail: true, inApp: true, mailLocked: false },
];

beforeEach(() => sessionStore.getState().signIn(verifiedUser));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Preferences → Notifications', () => {
  it('keeps a transactional mail on, and saves a kind turned off by mail', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockResolvedValue({ data: preferences });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: preferences });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <NotificationsScreen />
      </SWRConfig>,
    );
    const bookings = await screen.findByRole('group', { name: 'Bookings' });
    const bookingMail = within(bookings).getByRole('checkbox', { name: 'Mail' });
    expect(bookingMail).toHaveProperty('disabled', true);
    expect(within(bookings).getByText('Always sent')).toBeTruthy();

    const announcements = screen.getByRole('group', { name: 'Announcements' });
    await user.click(within(announcements).getByRole('checkbox', { name: 'Mail' }));
    expect(put).toHaveBeenCalledWith(
      '/user/notification-preferences',
      { preferences: [{ kind: 'announcement', mail: false, inApp: true }] },
      { revalidates: ['/user/notification-preferences'] },
    );
  });
});
