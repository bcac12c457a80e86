import type { UserResource } from '@exceed/contract';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** The user's colour-mode preference (SPEC §3): auto follows the operating system. */
export type ColorMode = 'auto' | 'light' | 'dark';

/** The signed-in user as GET /v1/user answers it (the contract's user resource). */
export type SessionUser = UserResource;

export type IdentityStatus = 'loading' | 'authenticated' | 'guest';

export interface SessionState {
  user: SessionUser | null;
  identityStatus: IdentityStatus;
  /** Slug of the current Team, sent to the API as X-Team. */
  tenantSlug: string | null;
  /** Token mode only: the bearer token of the sign-in, sent instead of cookies. Persisted. */
  token: string | null;
  colorMode: ColorMode;
  /** Persisted so that the Settings dialog reopens after a reload (SPEC §2). */
  settingsOpen: boolean;
  /** Persisted; the sidebar starts open (SPEC §2). */
  sidebarOpen: boolean;
  signIn(user: SessionUser, token?: string): void;
  clearIdentity(): void;
  setTenantSlug(slug: string | null): void;
  setColorMode(mode: ColorMode): void;
  setSettingsOpen(open: boolean): void;
  setSidebarOpen(open: boolean): void;
}

/** Key under which the persisted part of the session lives in localStorage. */
export const SESSION_STORAGE_KEY = 'exceed.session';

/** Builds a session store; the app uses the single `sessionStore`, tests build their own. */
export function createSessionStore(storage: Storage | undefined = globalThis.localStorage) {
  return createStore<SessionState>()(
    persist(
      (set) => ({
        user: null,
        identityStatus: 'loading',
        tenantSlug: null,
        token: null,
        colorMode: 'auto',
        settingsOpen: false,
        sidebarOpen: true,
        signIn: (user, token) =>
          set((state) => ({
            user,
            identityStatus: 'authenticated',
            tenantSlug: state.tenantSlug ?? user.defaultTenantSlug,
            token: token ?? state.token,
            colorMode: user.colorMode ?? state.colorMode,
          })),
        clearIdentity: () =>
          set({ user: null, identityStatus: 'guest', tenantSlug: null, token: null, settingsOpen: false }),
        setTenantSlug: (tenantSlug) => set({ tenantSlug }),
        setColorMode: (colorMode) => set({ colorMode }),
        setSettingsOpen: (settingsOpen) => set({ settingsOpen }),
        setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        // Identity is never trusted from storage: it is loaded from the API at start (with the token, in
        // token mode). The current team is kept, so a reload stays in the team last opened or chosen; the
        // team switcher puts it back to the default team if the user is no longer in it.
        partialize: ({ colorMode, settingsOpen, sidebarOpen, tenantSlug, token }) => ({
          colorMode,
          settingsOpen,
          sidebarOpen,
          tenantSlug,
          token,
        }),
      },
    ),
  );
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** The one store of the page. Module Federation shares this package as a singleton. */
export const sessionStore = createSessionStore();
