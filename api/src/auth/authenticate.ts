import type { Context, Middleware } from 'koa';
import { unauthenticated } from '../errors.ts';
import type { User } from '../models/user.ts';
import { findSession, type SignedIn } from './sessions.ts';

declare module 'koa' {
  interface DefaultState {
    /**
     * The signed-in user, their session and team memberships, set by authenticate() (or
     * optionalAuthentication()).
     */
    auth?: SignedIn;
  }
}

/** Route step 1 of private routes: a valid session or bearer token, else 401 "Unauthenticated.". */
export function authenticate(): Middleware {
  return async (ctx, next) => {
    const signedIn = await findSession(ctx, ctx.knex);
    if (!signedIn) throw unauthenticated();
    ctx.state.auth = signedIn;
    await next();
  };
}

/** For routes that serve guests and users alike (guest-only sign-in routes read it to refuse users). */
export function optionalAuthentication(): Middleware {
  return async (ctx, next) => {
    const signedIn = await findSession(ctx, ctx.knex);
    if (signedIn) ctx.state.auth = signedIn;
    await next();
  };
}

/** The signed-in user of a route behind authenticate(). */
export function currentUser(ctx: Context): User {
  const user = ctx.state.auth?.user;
  if (!user) throw unauthenticated();
  return user;
}
