import { api } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeysCard } from './passkeys-card.tsx';

const browser = vi.hoisted(() => ({ supported: true, startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: browser.startRegistration,
}));

const laptop = {
  id: '5b0c4f7e-4a1e-4d6b-9a53-2f6f0d4b1c11',
  name: 'Work laptop',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
};

/** The card with a cache of its own, so one test's list never shows in another. */
const renderCard = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PasskeysCard />
    </SWRConfig>,
  );
const card = () => screen.getByRole('region', { name: 'Passkeys' });

let get: ReturnType<typeof vi.spyOn>;
let post: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  browser.supported = true;
  get = vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
  post = vi.spyOn(api, 'post');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  browser.startRegistration.mockReset();
});

describe('PasskeysCard', () => {
  it('says when there are none, and adds one through the browser prompt', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(await within(card()).findByText('No passkeys yet')).toBeTruthy();
    post.mockResolvedValueOnce({ data: { challenge: 'abc' } });
    browser.startRegistration.mockResolvedValueOnce({
      id: 'cred',
      rawId: 'cred',
      type: 'public-key',
      response: {},
    });
    post.mockResolvedValueOnce({ data: laptop });
    await user.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(post).toHaveBeenLastCalledWith(
      '/auth/passkeys',
      { name: expect.stringMatching(/^Passkey/), response: expect.objectContaining({ id: 'cred' }) },
      { revalidates: ['/auth/passkeys'], notify: false },
    );
    expect(within(card()).queryByRole('alert')).toBeNull();
  });

  it('says calmly that a closed prompt added nothing, and shows what the API refused', async () => {
    const user = userEvent.setup();
    renderCard();
    await within(card()).findByText('No passkeys yet');
    post.mockResolvedValue({ data: { challenge: 'abc' } });
    browser.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    await user.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    expect((await within(card()).findByRole('alert')).textContent).toMatch(
      /No passkey was added: the prompt was closed/,
    );

    const { ApiError } = await import('@exceed/session');
    browser.startRegistration.mockResolvedValueOnce({ id: 'cred' });
    post.mockResolvedValueOnce({ data: { challenge: 'abc' } });
    post.mockRejectedValueOnce(
      new ApiError(422, 'Invalid.', { response: ['This passkey could not be added. Try again.'] }),
    );
    await user.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(within(card()).getByRole('alert').textContent).toBe(
        'This passkey could not be added. Try again.',
      ),
    );
  });

  it('renames and, once confirmed, removes a passkey', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue({ data: [{ ...laptop, lastUsedAt: '2026-11-20T08:00:00.000Z' }] });
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { ...laptop, name: 'Phone' } });
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    renderCard();
    expect(await within(card()).findByText(/Added .* · last used/)).toBeTruthy();
    await user.click(within(card()).getByRole('button', { name: 'Rename Work laptop' }));
    const name = within(card()).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Phone');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenCalledWith(
      `/auth/passkeys/${laptop.id}`,
      { name: 'Phone' },
      { revalidates: ['/auth/passkeys'] },
    );

    await user.click(await within(card()).findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(remove).toHaveBeenCalledWith(`/auth/passkeys/${laptop.id}`, { revalidates: ['/auth/passkeys'] });
  });

  it('says so instead of offering to add one when the browser has no passkeys', async () => {
    browser.supported = false;
    renderCard();
    expect(await within(card()).findByText(/This browser cannot make passkeys/)).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});
