import { ApiError, api, sessionStore, useSession } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unverifiedUser as unverified, verifiedUser as verified } from '../../test-users.ts';
import { EmailCard } from './email-card.tsx';

/** The card as the Account tab shows it: for the session's user, drawn again when that user changes. */
function Card() {
  const user = useSession((s) => s.user);
  return user ? <EmailCard user={user} /> : null;
}

/** The message a field shows under it (its first description, by aria-describedby). */
const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

const card = () => screen.getByRole('region', { name: /^Email/ });

let post: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStore.getState().signIn(unverified);
  post = vi.spyOn(api, 'post');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('EmailCard', () => {
  it('verifies an unverified address: Verify mails a code, the 6-digit box takes it, the Verified badge appears', async () => {
    const user = userEvent.setup();
    post.mockResolvedValueOnce({ message: 'Check your email for a 6-digit code.' });
    post.mockResolvedValueOnce({ data: verified });
    // The session's user is read again after verifying (the answer has no profiles).
    vi.spyOn(api, 'get').mockResolvedValue({ data: verified });
    render(<Card />);
    expect(within(card()).queryByText('Verified')).toBeNull();
    await user.click(within(card()).getByRole('button', { name: 'Verify' }));
    expect(post).toHaveBeenCalledWith('/auth/verify-email-using-otp', {}, { revalidates: [] });
    const box = await within(card()).findByRole('textbox', { name: '6-digit code' });
    expect(document.activeElement).toBe(box);
    expect(within(card()).getByRole('status').textContent).toContain(
      'We sent a 6-digit code to sam@example.com',
    );
    await user.type(box, '123 456');
    await user.click(within(card()).getByRole('button', { name: 'Verify' }));
    expect(post).toHaveBeenLastCalledWith(
      '/auth/verify-email-using-otp',
      { otp: '123456' },
      { revalidates: [] },
    );
    await waitFor(() => expect(within(card()).queryByText('Verified')).not.toBeNull());
    expect(within(card()).queryByRole('textbox', { name: '6-digit code' })).toBeNull();
    expect(within(card()).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it("shows the API's message on the box for a wrong code, and checks the code's form before sending", async () => {
    const user = userEvent.setup();
    post.mockResolvedValueOnce({ message: 'sent' });
    post.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', { otp: ['This code is invalid or has expired.'] }),
    );
    render(<Card />);
    await user.click(within(card()).getByRole('button', { name: 'Verify' }));
    const box = await within(card()).findByRole('textbox', { name: '6-digit code' });
    await user.type(box, '12');
    expect(errorOf(box)).toBe('Please enter a valid 6-OTP code');
    await user.type(box, '3456');
    await user.click(within(card()).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(errorOf(box)).toBe('This code is invalid or has expired.'));
    expect(document.activeElement).toBe(box);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('asks for the proof before a new address, then shows it pending with the box for its code', async () => {
    const user = userEvent.setup();
    const pending = { ...verified, pendingEmail: 'new@example.com' };
    const patch = vi.spyOn(api, 'patch');
    patch.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', { currentPassword: ['The password is incorrect.'] }),
    );
    patch.mockResolvedValueOnce({ data: pending });
    sessionStore.getState().signIn(verified);
    render(<Card />);
    expect(within(card()).queryByRole('textbox', { name: 'Current password' })).toBeNull();
    const email = within(card()).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'new@example.com');
    const password = within(card()).getByLabelText('Current password');
    expect(within(card()).getByRole('group', { name: 'Confirm it is you' })).toBeTruthy();
    await user.type(password, 'Wrong1234');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(password)).toBe('The password is incorrect.'));
    expect(patch).toHaveBeenLastCalledWith(
      '/users/u1',
      { email: 'new@example.com', currentPassword: 'Wrong1234' },
      { revalidates: [] },
    );

    await user.clear(password);
    await user.type(password, 'Right1234');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    // The address in use stays; the new one waits for the code the API mailed to it.
    expect(document.activeElement).toBe(await within(card()).findByRole('textbox', { name: '6-digit code' }));
    expect(card().textContent).toContain('Pending confirmation: new@example.com');
    expect(within(card()).getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'sam@example.com');
    expect(within(card()).queryByLabelText('Current password')).toBeNull();
    expect(within(card()).getByRole('status').textContent).toContain(
      'We sent a 6-digit code to new@example.com',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('offers a code to the current address instead of the password', async () => {
    const user = userEvent.setup();
    const patch = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ data: { ...verified, pendingEmail: 'new@example.com' } });
    post.mockResolvedValue({ message: 'sent' });
    sessionStore.getState().signIn(verified);
    render(<Card />);
    const email = within(card()).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(within(card()).getByRole('button', { name: 'Send a code to sam@example.com' }));
    expect(post).toHaveBeenCalledWith('/auth/confirm-change-code', {}, { revalidates: [] });
    const box = await within(card()).findByRole('textbox', { name: 'Code sent to your email' });
    expect(document.activeElement).toBe(box);
    await user.type(box, '654321{Enter}');
    expect(patch).toHaveBeenCalledWith(
      '/users/u1',
      { email: 'new@example.com', otp: '654321' },
      { revalidates: [] },
    );
  });
});
