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
    expect(post).toHaveBeenCalledWith('/auth/verify-email-using-otp', {});
    const box = await within(card()).findByRole('textbox', { name: '6-digit code' });
    expect(document.activeElement).toBe(box);
    expect(within(card()).getByRole('status').textContent).toContain(
      'We sent a 6-digit code to sam@example.com',
    );
    await user.type(box, '123 456');
    await user.click(within(card()).getByRole('button', { name: 'Verify' }));
    expect(post).toHaveBeenLastCalledWith('/auth/verify-email-using-otp', { otp: '123456' });
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

  it('mails a code to a new address as soon as it is saved', async () => {
    const user = userEvent.setup();
    const moved = { ...unverified, email: 'new@example.com' };
    vi.spyOn(api, 'patch').mockResolvedValue({ data: moved });
    post.mockResolvedValue({ message: 'sent' });
    sessionStore.getState().signIn(verified);
    render(<Card />);
    expect(within(card()).queryByText('Verified')).not.toBeNull();
    const email = within(card()).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(await within(card()).findByRole('textbox', { name: '6-digit code' }));
    expect(post).toHaveBeenCalledWith('/auth/verify-email-using-otp', {});
    expect(within(card()).getByRole('status').textContent).toContain('new@example.com');
    expect(within(card()).queryByText('Verified')).toBeNull();
  });
});
