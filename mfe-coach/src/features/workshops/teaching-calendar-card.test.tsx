import { Toaster } from '@exceed/design-system';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeachingCalendarCard } from './teaching-calendar-card.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const addressOf = (token: string) => `https://exceed.test/v1/calendar/teaching/${token}.ics`;

function renderCard() {
  render(
    <>
      <TeachingCalendarCard />
      <Toaster />
    </>,
  );
}

describe('the teaching calendar card', () => {
  it('makes the address with the keyboard, shows it once with a copy button, and replaces it', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ data: { url: addressOf('first-token-aaaaaaaaaaaa') } })
      .mockResolvedValueOnce({ data: { url: addressOf('second-token-bbbbbbbbbbb') } });
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByRole('region', { name: 'Teaching calendar' })).toBeTruthy();
    expect(screen.queryByLabelText('Your teaching calendar address')).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Make my teaching calendar address' }),
    );
    await user.keyboard('{Enter}');

    const address = (await screen.findByLabelText('Your teaching calendar address')) as HTMLInputElement;
    expect(address.value).toBe(addressOf('first-token-aaaaaaaaaaaa'));
    expect(post).toHaveBeenCalledWith('/user/teaching-calendar-feed', undefined, {
      notify: false,
      revalidates: [],
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(addressOf('first-token-aaaaaaaaaaaa'));

    await user.click(screen.getByRole('button', { name: 'Replace the address' }));
    await waitFor(() => expect(address.value).toBe(addressOf('second-token-bbbbbbbbbbb')));
  });

  it("says in place why no address was made, in the API's words", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(419, 'Your session expired. Sign in again.'));
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Make my teaching calendar address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No address was made. Your session expired. Sign in again.',
    );
    expect(screen.queryByLabelText('Your teaching calendar address')).toBeNull();
  });

  it('turns the calendar off once confirmed, and the address is gone', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ data: { url: addressOf('first-token-aaaaaaaaaaaa') } });
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Make my teaching calendar address' }));
    await screen.findByLabelText('Your teaching calendar address');

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the teaching calendar?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/user/teaching-calendar-feed', { revalidates: [] }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Your teaching calendar address')).toBeNull());
  });
});
