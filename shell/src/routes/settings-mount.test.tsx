import { sessionStore } from '@exceed/session';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClient } from '../test-users.ts';
import { SettingsMount } from './settings-mount.tsx';

// The dialog itself is mfe_settings' (loaded by federation at run time): here only whether it mounts.
vi.mock('../remotes/remote-view.tsx', () => ({
  RemoteView: ({ remote, module }: { remote: string; module: string }) => (
    <div role="dialog" aria-label={`${remote}/${module}`} />
  ),
}));

const client = testClient;

beforeEach(() => {
  // A page load: the persisted flag is set, the identity check has not answered yet.
  sessionStore.setState({ user: null, identityStatus: 'loading', settingsOpen: true });
});
afterEach(cleanup);

describe('the Settings dialog mount (signed-in only)', () => {
  it('mounts nothing while the identity check runs, whatever the persisted flag says', () => {
    render(<SettingsMount />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('mounts nothing for a guest, and the guest loses the flag', () => {
    render(<SettingsMount />);
    act(() => sessionStore.getState().clearIdentity());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStore.getState().settingsOpen).toBe(false);
  });

  it("mounts mfe_settings' dialog once a signed-in user is known", () => {
    render(<SettingsMount />);
    act(() => sessionStore.getState().signIn(client));
    expect(screen.queryByRole('dialog', { name: 'mfe_settings/settings-dialog' })).not.toBeNull();
    act(() => sessionStore.getState().setSettingsOpen(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
