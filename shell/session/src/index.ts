export {
  type ApiClient,
  ApiError,
  type ApiHandlers,
  api,
  createApiClient,
  GENERIC_ERROR,
  LOGIN_PATH,
  loginPathFor,
  type ReadPath,
  type RequestOptions,
  type WriteOptions,
} from './api-client.ts';
export { resolveColorMode } from './color-mode.ts';
export { chooseColorMode } from './color-mode-preference.ts';
export {
  completeSignIn,
  isCoach,
  isPending,
  isSuperAdmin,
  landingPath,
  loadIdentity,
  logout,
  type SecondStep,
  type SessionAnswer,
  type SignInAnswer,
  secondStepOf,
} from './identity.ts';
export { pageNotFound, statusOf } from './page-not-found.ts';
export { useCurrentPageTitle, usePageTitle } from './page-title.ts';
export { createPreloadQueue, MAX_PRELOADS, preload } from './preload.ts';
export {
  type ColorMode,
  createSessionStore,
  type IdentityStatus,
  SESSION_STORAGE_KEY,
  type SessionState,
  type SessionUser,
  sessionStore,
} from './session-store.ts';
export { siteInfo } from './site-info.ts';
export { TENANCY, teamPath } from './tenancy.ts';
export { type UseApiConfig, useApi } from './use-api.ts';
export { useSession } from './use-session.ts';
