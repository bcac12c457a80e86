import { type SessionUser, sessionStore } from '@exceed/session';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SettingsDialog from './settings-dialog.tsx';

const client: SessionUser = {
  id: 'u1',
  username: 'demo-client',
  email: 'client@example.com',
  status: 'active',
  avatar: null,
  emailVerifiedAt: '2026-01-01T00:00:00.000Z',
  roles: [],
  defaultTenantSlug: null,
  profile: { firstName: 'Cleo', lastName: 'Client', socialAccounts: [] },
};

beforeEach(() => sessionStore.setState({ user: null, identityStatus: 'guest', settingsOpen: true }));
afterEach(cleanup);

describe('SettingsDialog', () => {
  it('never opens for a guest, whatever the persisted flag says', () => {
    render(<SettingsDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens on the Account tab with the signed-in user's cards", () => {
    render(<SettingsDialog />);
    act(() => sessionStore.getState().signIn(client));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(dialog.querySelector('input[name="profile.firstName"]')).toHaveProperty('value', 'Cleo');
  });
});
