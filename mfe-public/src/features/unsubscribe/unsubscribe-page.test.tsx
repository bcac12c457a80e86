import type { UnsubscribeResource } from '@exceed/contract';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UnsubscribePage from './unsubscribe-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const link = (mail: boolean): UnsubscribeResource => ({ kind: 'reminder', email: 'ada@example.com', mail });

/** The page of the link `token` (each test its own, as swr keeps every answer by path). */
function renderPage(token: string) {
  const router = createMemoryRouter([{ path: '/unsubscribe/:token', element: <UnsubscribePage /> }], {
    initialEntries: [`/unsubscribe/${token}`],
  });
  render(<RouterProvider router={router} />);
}

describe('the unsubscribe page', () => {
  it('asks first, turns the mail off on the click and says it is done', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockResolvedValue({ data: link(true) });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: link(false) });
    renderPage('tok-ask');

    expect(await screen.findByRole('heading', { name: 'Stop reminders by mail?' })).toBeTruthy();
    expect(screen.getByText('A session of yours is coming up.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stop these mails' }));

    expect(
      await screen.findByRole('heading', {
        name: 'Done: Reminders no longer come by mail to ada@example.com.',
      }),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/unsubscribe/tok-ask', undefined, {
      revalidates: ['/unsubscribe/tok-ask'],
    });
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/b');
  });

  it('says it is done at once when that mail is already off', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: link(false) });
    const post = vi.spyOn(api, 'post');
    renderPage('tok-off');

    expect(
      await screen.findByRole('heading', {
        name: 'Done: Reminders no longer come by mail to ada@example.com.',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these mails' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('says a link the API does not know is not valid', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not found.'));
    renderPage('tok-bad');

    expect(await screen.findByText('This link is not valid (anymore).')).toBeTruthy();
  });
});
