import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** The user's colour-mode preference (SPEC §3): auto follows the operating system. */
export type ColorMode = 'auto' | 'light' | 'dark';

/** The signed-in user as the session knows it; the Identity API fills the rest. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  status: string;
  roles: string[];
  defaultTenantSlug: string | null;
}

export type IdentityStatus = 'loading' | 'authenticated' | 'guest';

export interface SessionState {
  user: SessionUser | null;
  identityStatus: IdentityStatus;
  /** Slug of the current Team, sent to the API as X-Team. */
  tenantSlug: string | null;
  colorMode: ColorMode;
  /** Persisted so that the Settings dialog reopens after a reload (SPEC §2). */
  settingsOpen: boolean;
  /** Persisted; the sidebar starts open (SPEC §2). */
  sidebarOpen: boolean;
  signIn(user: SessionUser): void;
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
        colorMode: 'auto',
        settingsOpen: false,
        sidebarOpen: true,
        signIn: (user) =>
          set((state) => ({
            user,
            identityStatus: 'authenticated',
            tenantSlug: state.tenantSlug ?? user.defaultTenantSlug,
          })),
        clearIdentity: () =>
          set({ user: null, identityStatus: 'guest', tenantSlug: null, settingsOpen: false }),
        setTenantSlug: (tenantSlug) => set({ tenantSlug }),
        setColorMode: (colorMode) => set({ colorMode }),
        setSettingsOpen: (settingsOpen) => set({ settingsOpen }),
        setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        // Identity is never trusted from storage: it is loaded from the API at start.
        partialize: ({ colorMode, settingsOpen, sidebarOpen }) => ({ colorMode, settingsOpen, sidebarOpen }),
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
