import { useStore } from 'zustand';
import { type SessionState, sessionStore } from './session-store.ts';

/** Reads a slice of the one session store and re-renders when that slice changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
