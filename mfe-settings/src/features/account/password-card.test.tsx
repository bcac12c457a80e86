import { api, sessionStore, useSession } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifiedUser } from '../../test-users.ts';
import { PasswordCard } from './password-card.tsx';

function Card() {
  const user = useSession((s) => s.user);
  return user ? <PasswordCard user={user} /> : null;
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
const card = () => screen.getByRole('region', { name: 'Password' });

beforeEach(() => sessionStore.getState().signIn(verifiedUser));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PasswordCard', () => {
  it("checks SPEC's password rule as you type, asks for the proof, and clears the fields once saved", async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: verifiedUser });
    render(<Card />);
    const password = within(card()).getByLabelText('New password');
    expect(within(card()).queryByLabelText('Current password')).toBeNull();
    await user.type(password, 'lowercase1');
    await user.tab();
    expect(errorOf(password)).toBe('Password must contain at least one uppercase and one lowercase letter');
    await user.clear(password);
    await user.type(password, 'Changed123');
    await user.type(within(card()).getByLabelText('Current password'), 'Password123');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenCalledWith(
      '/users/u1',
      { password: 'Changed123', currentPassword: 'Password123' },
      { revalidates: [] },
    );
    await waitFor(() => expect(within(card()).getByLabelText('New password')).toHaveProperty('value', ''));
    expect(within(card()).queryByLabelText('Current password')).toBeNull();
  });

  it('offers an account signed up by code a first password, proved by a mailed code alone', async () => {
    const user = userEvent.setup();
    sessionStore.getState().signIn({ ...verifiedUser, hasPassword: false });
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined);
    render(<Card />);
    const region = screen.getByRole('region', { name: 'Set a password' });
    expect(within(region).getByText(/You sign in with a code we mail you/)).toBeTruthy();
    await user.type(within(region).getByLabelText('Password'), 'Changed123');
    expect(within(region).queryByLabelText('Current password')).toBeNull();
    await user.click(within(region).getByRole('button', { name: `Send a code to ${verifiedUser.email}` }));
    expect(post).toHaveBeenCalled();
    expect(await within(region).findByLabelText('Code sent to your email')).toBeTruthy();
  });
});
