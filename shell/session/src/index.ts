export { resolveColorMode } from './color-mode.ts';
export { pageNotFound, statusOf } from './page-not-found.ts';
export {
  type ColorMode,
  createSessionStore,
  type IdentityStatus,
  SESSION_STORAGE_KEY,
  type SessionState,
  type SessionUser,
  sessionStore,
} from './session-store.ts';
export { useSession } from './use-session.ts';
