import { describe, expect, it } from 'vitest';
import { resolveColorMode } from './color-mode.ts';
import { createSessionStore, SESSION_STORAGE_KEY, type SessionUser } from './session-store.ts';

const coach: SessionUser = {
  id: 'u1',
  username: 'demo-coach',
  email: 'coach@example.com',
  status: 'active',
  avatar: null,
  emailVerifiedAt: null,
  roles: ['coach'],
  abilities: { delete: true, suspend: false, reactivate: false, changeRoles: false, revokeSuperAdmin: false },
  defaultTenantSlug: 'exceed',
  hasPassword: true,
  colorMode: 'dark',
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

  it('persists the flags, colour mode, current team and a bearer token but never the identity', () => {
    localStorage.clear();
    const store = createSessionStore(localStorage);
    store.getState().signIn(coach, 'secret-token');
    store.getState().setSettingsOpen(true);
    store.getState().setSidebarOpen(false);
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(saved.state).toEqual({
      colorMode: 'dark',
      settingsOpen: true,
      sidebarOpen: false,
      tenantSlug: 'exceed',
      token: 'secret-token',
    });

    const reloaded = createSessionStore(localStorage).getState();
    expect(reloaded.colorMode).toBe('dark');
    expect(reloaded.settingsOpen).toBe(true);
    expect(reloaded.tenantSlug).toBe('exceed');
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
      token: null,
      settingsOpen: false,
    });
  });

  it('resolves auto from the system preference', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
  });
});
