import type { NotificationResource } from '@exceed/contract';
import { api, sessionStore } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClient } from '../test-users.ts';
import { NotificationBell } from './notification-bell.tsx';

const client = testClient;

const entry = (id: string, title: string, readAt: string | null): NotificationResource => ({
  id,
  kind: 'announcement',
  title,
  body: 'We meet in room 2.',
  url: '/b/bookings',
  createdAt: '2026-11-29T10:00:00Z',
  readAt,
});

beforeEach(() => sessionStore.getState().signIn(client));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderBell() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('the notification bell', () => {
  it('shows the unread count, lists the newest, and marks one read when it is opened', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
      path === '/user/notifications/summary'
        ? { data: { unread: 1 } }
        : {
            data: [
              entry('n1', 'Room change (Prompting)', null),
              entry('n2', 'Booking confirmed', '2026-11-28T10:00:00Z'),
            ],
            meta: { currentPage: 1, perPage: 20, total: 2, lastPage: 1 },
          },
    );
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: entry('n1', 'Room change (Prompting)', 'now') });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const unread = await within(panel).findByRole('link', { name: /^Unread:\s*Room change \(Prompting\)/ });
    expect(within(panel).getByRole('link', { name: /^Booking confirmed/ })).toBeTruthy();
    await user.click(unread);
    expect(post).toHaveBeenCalledWith('/user/notifications/n1/read', undefined, {
      revalidates: ['/user/notifications/summary', '/user/notifications'],
    });
  });

  it('marks all read, and says so when nothing has come yet', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
      path === '/user/notifications/summary'
        ? { data: { unread: 2 } }
        : { data: [], meta: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 } },
    );
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { unread: 0 } });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/user/notifications/read-all', undefined, {
        revalidates: ['/user/notifications/summary', '/user/notifications'],
      }),
    );
  });
});
