import { Toaster } from '@exceed/design-system';
import { ApiError, api, type SessionUser } from '@exceed/session';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coachUser } from '../../test-users.ts';
import { BookingMailsCard } from './booking-mails-card.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const coach = coachUser;

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const chosen = (radio: HTMLElement) => radio.getAttribute('aria-checked') === 'true';
/** What a screen reader reads after an element's name: the texts its aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const each = () => screen.getByRole('radio', { name: 'Mail me each booking' });
const daily = () => screen.getByRole('radio', { name: 'Send one daily summary' });

function renderCard(user: SessionUser = coach, onSaved = vi.fn()) {
  render(
    <>
      <BookingMailsCard user={user} onSaved={onSaved} />
      <Toaster />
    </>,
  );
  return onSaved;
}

describe('the new bookings mail setting', () => {
  it('shows the choice the API keeps, in a named group, each booking by default', () => {
    renderCard({ ...coach, bookingMails: undefined });
    expect(screen.getByRole('region', { name: 'Mail' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'New bookings' })).toBeTruthy();
    expect(chosen(each())).toBe(true);
    expect(chosen(daily())).toBe(false);
    expect(description(daily())).toMatch(/^One mail a day at 7:00 AM UTC( \(.+ your time\))? listing/);
    expect(save().disabled).toBe(true);
  });

  it('saves a daily summary with the keyboard alone: only the choice is sent, then a toast', async () => {
    const patch = vi
      .spyOn(api, 'patch')
      .mockImplementation(async (_path, body) => ({ data: { ...coach, ...(body as object) } }));
    const user = userEvent.setup();
    const onSaved = renderCard();

    await user.tab();
    expect(document.activeElement).toBe(each());
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(chosen(daily())).toBe(true));
    await user.keyboard('{/ArrowDown}');
    expect(save().disabled).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(save());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(patch).toHaveBeenCalledWith('/users/u1', { bookingMails: 'DAILY' }, { revalidates: [] });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ bookingMails: 'DAILY' }));
    expect(await screen.findByText('User Updated')).toBeTruthy();
    expect(screen.getByText('Successfully updated.')).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(chosen(daily())).toBe(true);
  });

  it("shows the API's 422 on the group", async () => {
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        bookingMails: ['Please select a valid choice of booking mails'],
      }),
    );
    renderCard();
    await userEvent.click(screen.getByText('Send one daily summary'));
    await userEvent.click(save());
    const group = screen.getByRole('radiogroup', { name: 'New bookings' });
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    expect(description(group)).toBe('Please select a valid choice of booking mails');
    expect(save().disabled).toBe(false);
  });
});
