import type { ApiModule } from '../../http/api-module.ts';
import { logout } from './logout.ts';
import { showCsrfCookie } from './show-csrf-cookie.ts';
import { showCurrentUser } from './show-current-user.ts';

/** The session every client shares: CSRF cookie, current user, sign-out. Sign-in lives in modules/auth. */
export const sessionModule: ApiModule = {
  name: 'session',
  routes: [showCsrfCookie, showCurrentUser, logout],
};
