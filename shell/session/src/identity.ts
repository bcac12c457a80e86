import { ApiError, api } from './api-client.ts';
import { type SessionUser, sessionStore } from './session-store.ts';

/** Role names of the contract (contract/src/user.ts ROLE_NAMES). */
const COACH = 'coach';
const SUPER_ADMIN = 'super-admin';

export const isCoach = (user: SessionUser | null): boolean => user?.roles.includes(COACH) ?? false;
export const isSuperAdmin = (user: SessionUser | null): boolean => user?.roles.includes(SUPER_ADMIN) ?? false;
export const isPending = (user: SessionUser | null): boolean => user?.status === 'pending';

/** The session's user carries the profiles the settings and the areas show. */
const USER_INCLUDES = { include: 'profile,coachProfile' };

/** Set by the API beside its httpOnly session cookie (api/src/auth/cookies.ts SIGNED_IN_COOKIE). */
const SIGNED_IN_COOKIE = 'exceed_signed_in';

const maySignedIn = () => document.cookie.split('; ').some((pair) => pair.startsWith(`${SIGNED_IN_COOKIE}=`));

/**
 * Loads the signed-in user at start (GET /v1/user). SPEC §8: a 401 or 419 here means guest, with no
 * toast and no redirect; any other failure also leaves the visitor a guest, but says so. At start
 * (`atStart`), without a token or the API's signed-in cookie there is no session to find, so a guest is
 * not asked for a 401, which the browser would log as an error on every page load; a stale cookie is
 * dropped on its 401.
 */
export async function loadIdentity({ atStart = false } = {}): Promise<void> {
  const { signIn, clearIdentity, token } = sessionStore.getState();
  if (atStart && !token && !maySignedIn()) {
    clearIdentity();
    return;
  }
  try {
    const answer = await api.get<{ data: SessionUser }>('/user', { query: USER_INCLUDES, quiet: true });
    signIn(answer.data);
  } catch (error) {
    clearIdentity();
    if (error instanceof ApiError && (error.status === 401 || error.status === 419)) {
      // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie of ours, dropped; the Cookie Store API is not in every browser.
      document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; path=/`;
      return;
    }
    console.error('Could not load the signed-in user', error);
  }
}

/** A started session's answer: the user (cookie mode) or the token and the user (token mode). */
export type SessionAnswer = { data: SessionUser } | { data: { token: string; user: SessionUser } };

/** The second step an account with an authenticator app still owes: no session yet (decision 0096). */
export interface SecondStep {
  methods: Array<'authenticator-app' | 'recovery-code' | 'passkey'>;
  expiresAt: string;
}

/** A sign-in step's answer: a session, or the second step it still needs. */
export type SignInAnswer = SessionAnswer | { data: { secondFactor: SecondStep } };

/** The second step a sign-in's answer asks for, if it asks one. */
export const secondStepOf = (answer: SignInAnswer): SecondStep | null =>
  'secondFactor' in answer.data ? answer.data.secondFactor : null;

/**
 * Keeps the identity a sign-in answered. In token mode the answer must carry a token (SPEC §8: a missing
 * token raises an error), which later calls send as a bearer.
 */
export function completeSignIn(answer: SessionAnswer, { tokenMode = false } = {}): SessionUser {
  const { signIn } = sessionStore.getState();
  let user: SessionUser;
  if ('user' in answer.data) {
    signIn(answer.data.user, answer.data.token);
    user = answer.data.user;
  } else {
    if (tokenMode) throw new Error('The sign-in answer has no token (token mode).');
    signIn(answer.data);
    user = answer.data;
  }
  // The answer may leave the profiles out: read the full user, as at start.
  void loadIdentity();
  return user;
}

/**
 * Where a user lands after signing in (SPEC §2 "Redirect rules"): the saved redirect first; else a
 * super-admin goes to the admin address (`adminUrl`, from the runtime configuration), a coach among them,
 * a coach to /c, everyone else to /b.
 */
export function landingPath(user: SessionUser, savedRedirect: string | null, adminUrl: string): string {
  // Only a path of this app: an absolute URL in ?redirect= would make the login page an open redirect.
  if (savedRedirect?.startsWith('/') && !savedRedirect.startsWith('//')) return savedRedirect;
  if (isSuperAdmin(user)) return adminUrl;
  if (isCoach(user)) return '/c';
  return '/b';
}

/**
 * Ends the session on the server (best effort: identity is cleared anyway) and loads the home page
 * afresh: nothing the signed-out user read stays in the page's memory (swr's cache, remotes' state), and
 * no signed-in area is left on screen whose guard would take the logout for an expired session.
 */
export async function logout(): Promise<void> {
  await api.post('/logout', undefined, { quiet: true, revalidates: [] }).catch(() => undefined);
  sessionStore.getState().clearIdentity();
  window.location.assign('/');
}
