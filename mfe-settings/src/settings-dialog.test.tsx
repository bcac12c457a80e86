import { sessionStore } from '@exceed/session';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SettingsDialog from './settings-dialog.tsx';
import { verifiedUser } from './test-users.ts';

beforeEach(() => sessionStore.setState({ user: null, identityStatus: 'guest', settingsOpen: true }));
afterEach(cleanup);

describe('SettingsDialog', () => {
  it('never opens for a guest, whatever the persisted flag says', () => {
    render(<SettingsDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens on the Account tab with the signed-in user's cards", () => {
    render(<SettingsDialog />);
    act(() => sessionStore.getState().signIn(verifiedUser));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(dialog.querySelector('input[name="profile.firstName"]')).toHaveProperty('value', 'Sam');
  });
});
