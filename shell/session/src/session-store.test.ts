import { describe, expect, it } from 'vitest';
import { resolveColorMode } from './color-mode.ts';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store.ts';

const coach = {
  id: 'u1',
  username: 'demo-coach',
  email: 'coach@example.com',
  status: 'active',
  roles: ['coach'],
  defaultTenantSlug: 'exceed',
};

describe('session store', () => {
  it('starts with the sidebar open, settings closed and colour mode auto', () => {
    const { sidebarOpen, settingsOpen, colorMode, identityStatus } =
      createSessionStore(localStorage).getState();
    expect({ sidebarOpen, settingsOpen, colorMode, identityStatus }).toEqual({
      sidebarOpen: true,
      settingsOpen: false,
      colorMode: 'auto',
      identityStatus: 'loading',
    });
  });

  it('persists the flags and colour mode but never the identity', () => {
    localStorage.clear();
    const store = createSessionStore(localStorage);
    store.getState().signIn(coach);
    store.getState().setColorMode('dark');
    store.getState().setSettingsOpen(true);
    store.getState().setSidebarOpen(false);
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(saved.state).toEqual({ colorMode: 'dark', settingsOpen: true, sidebarOpen: false });

    const reloaded = createSessionStore(localStorage).getState();
    expect(reloaded.colorMode).toBe('dark');
    expect(reloaded.settingsOpen).toBe(true);
    expect(reloaded.user).toBeNull();
  });

  it('takes the default tenant on sign-in and forgets identity on clear', () => {
    const store = createSessionStore(localStorage);
    store.getState().signIn(coach);
    expect(store.getState().tenantSlug).toBe('exceed');
    store.getState().setSettingsOpen(true);
    store.getState().clearIdentity();
    expect(store.getState()).toMatchObject({
      user: null,
      identityStatus: 'guest',
      tenantSlug: null,
      settingsOpen: false,
    });
  });

  it('resolves auto from the system preference', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
  });
});
