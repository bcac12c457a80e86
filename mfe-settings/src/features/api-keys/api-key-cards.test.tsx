import { api } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ApiKeyCards from './api-key-cards.tsx';

// jsdom has no ResizeObserver; Radix measures its checkboxes with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const team = { id: '7d3f1c1e-5a55-4c3e-8d43-0b1e2c3d4e5f', name: 'Northwind' };
const syncKey = {
  id: '5b0c4f7e-4a1e-4d6b-9a53-2f6f0d4b1c11',
  name: 'Bookings sync',
  prefix: 'exk_Ab12Cd34',
  scopes: ['bookings:read'],
  team,
  createdBy: { id: '1f0c4f7e-4a1e-4d6b-9a53-2f6f0d4b1c11', name: 'Maya Chen' },
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};

const renderCards = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiKeyCards />
    </SWRConfig>,
  );
const keysCard = () => screen.getByRole('region', { name: 'API keys' });
const makeCard = () => screen.getByRole('region', { name: 'Make an API key' });

let post: ReturnType<typeof vi.spyOn>;
let remove: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.spyOn(api, 'get').mockResolvedValue({ data: [syncKey], meta: { teams: [team] } });
  post = vi.spyOn(api, 'post');
  remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ApiKeyCards', () => {
  it('lists keys with their team, the start of the secret and what they may do', async () => {
    renderCards();
    const row = (await within(keysCard()).findByText('Bookings sync')).closest('li') as HTMLElement;
    expect(within(row).getByText('Northwind')).toBeTruthy();
    expect(within(row).getByText('exk_Ab12Cd34…')).toBeTruthy();
    expect(within(row).getByText('bookings:read')).toBeTruthy();
    expect(row.textContent).toContain('by Maya Chen');
    expect(row.textContent).toContain('not used yet');
  });

  it('asks for a scope before sending, then shows the secret once', async () => {
    const user = userEvent.setup();
    renderCards();
    const form = await within(await screen.findByRole('region', { name: 'Make an API key' })).findByRole(
      'form',
    );
    await user.type(within(form).getByLabelText('Name'), 'Newsletter');
    await user.click(within(form).getByRole('button', { name: 'Make key' }));
    expect(await within(form).findByText('Choose at least one thing the key may do.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValueOnce({ data: { ...syncKey, name: 'Newsletter', team: null, token: 'exk_secret' } });
    await user.click(within(form).getByRole('checkbox', { name: 'Read workshops:read' }));
    await user.click(within(form).getByRole('button', { name: 'Make key' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api-keys',
        { name: 'Newsletter', scopes: ['workshops:read'], expiresInDays: 90, tenantId: null },
        expect.anything(),
      ),
    );
    expect(within(keysCard()).getByText('exk_secret')).toBeTruthy();
    await user.click(within(keysCard()).getByRole('button', { name: 'I saved it' }));
    expect(within(keysCard()).queryByText('exk_secret')).toBeNull();
    expect(makeCard()).toBeTruthy();
  });

  it('revokes a key after asking', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(await within(keysCard()).findByRole('button', { name: 'Revoke Bookings sync' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/api-keys/${syncKey.id}`, expect.anything()));
  });
});
