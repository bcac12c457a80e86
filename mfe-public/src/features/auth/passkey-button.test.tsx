import { ApiError, api, sessionStore } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeyButton } from './passkey-button.tsx';

const browser = vi.hoisted(() => ({ supported: true, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startAuthentication: browser.startAuthentication,
}));

const user = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  status: 'active',
  avatar: null,
  emailVerifiedAt: null,
  roles: [],
};

let post: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  browser.supported = true;
  post = vi.spyOn(api, 'post').mockResolvedValueOnce({ data: { challenge: 'abc' } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  browser.startAuthentication.mockReset();
});

const signInButton = () => screen.getByRole('button', { name: 'Sign in with a passkey' });

describe('PasskeyButton', () => {
  it("signs in with what the browser's passkey signed", async () => {
    const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
    browser.startAuthentication.mockResolvedValueOnce(assertion);
    post.mockResolvedValueOnce({ data: user });
    // The session reads the whole user after a sign-in.
    vi.spyOn(api, 'get').mockResolvedValue({ data: user });
    render(<PasskeyButton />);
    await userEvent.setup().click(signInButton());
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(post).toHaveBeenLastCalledWith(
      '/auth/passkeys/sign-in',
      { response: assertion },
      { revalidates: [], notify: false },
    );
    expect(sessionStore.getState().user?.id).toBe('u1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says calmly that a closed prompt signed no one in, and gives the API refusal in its words', async () => {
    const events = userEvent.setup();
    browser.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    render(<PasskeyButton />);
    await events.click(signInButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/the prompt was closed or timed out/);

    post.mockResolvedValueOnce({ data: { challenge: 'def' } });
    browser.startAuthentication.mockResolvedValueOnce({ id: 'cred' });
    post.mockRejectedValueOnce(
      new ApiError(422, 'Invalid.', { response: ['This passkey could not sign you in.'] }),
    );
    await events.click(signInButton());
    expect((await screen.findByText('This passkey could not sign you in.')).getAttribute('role')).toBe(
      'alert',
    );
  });

  it('is not offered by a browser without passkeys', () => {
    browser.supported = false;
    render(<PasskeyButton />);
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
