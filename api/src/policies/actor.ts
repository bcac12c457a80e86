import { ROLE_NAMES, type TeamRole } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { currentUser } from '../auth/authenticate.ts';
import { TenantMember } from '../models/tenant-member.ts';
import type { User } from '../models/user.ts';

declare module 'koa' {
  interface DefaultState {
    /** The actor of the request, loaded by the first actorOf() call. */
    actor?: Actor;
  }
}

/** Who is asking, as every policy sees it: the user, whether they are super-admin, and their teams. */
export interface Actor {
  user: User;
  /**
   * A super-admin whose session proved a second factor: one signed in with a single factor acts as any
   * other user until they prove one (decision 0096), so a stolen code or link cannot run the platform.
   */
  superAdmin: boolean;
  /** The user holds the super-admin role, proved or not (the admin area says what is missing). */
  superAdminRole: boolean;
  coach: boolean;
  /** Tenants where the user is an ACTIVE member: the only ones whose private data they may see. */
  activeTenantIds: ReadonlySet<string>;
  /** The user's team role in each of those tenants. */
  teamRoles: ReadonlyMap<string, TeamRole>;
}

/**
 * The actor of a route behind authenticate(), loaded once per request (memberships are one query).
 * `reload` reads the memberships again: a route that decides under a lock (a change of a team's members)
 * judges the roles as they are once it holds the lock, not as they were when the request began.
 */
export async function actorOf(ctx: Context, knex: Knex, options: { reload?: boolean } = {}): Promise<Actor> {
  if (ctx.state.actor && !options.reload) return ctx.state.actor;
  const secondFactor = ctx.state.auth?.session?.secondFactorAt != null;
  const user = currentUser(ctx);
  // The session's statement read the memberships already (auth/sessions.ts); a reload reads them anew.
  const memberships =
    options.reload || !ctx.state.auth ? await activeMemberships(knex, user) : ctx.state.auth.memberships;
  const actor = actorOfMemberships(user, memberships, { secondFactor });
  ctx.state.actor = actor;
  return actor;
}

/**
 * `user` as an actor (their roles fetched) in a session that did or did not prove a second factor: for an
 * answer read by a user not yet signed in on the request, the one a sign-in starts a session for.
 */
export async function actorFor(knex: Knex, user: User, session: { secondFactor: boolean }): Promise<Actor> {
  return actorOfMemberships(user, await activeMemberships(knex, user), session);
}

type Membership = { tenantId: string; role: TeamRole };

async function activeMemberships(knex: Knex, user: User): Promise<Membership[]> {
  return TenantMember.query(knex).where({ userId: user.id, status: 'ACTIVE' }).select('tenantId', 'role');
}

function actorOfMemberships(
  user: User,
  memberships: readonly Membership[],
  session: { secondFactor: boolean },
): Actor {
  const roles = user.roleNames();
  const superAdminRole = roles.includes(ROLE_NAMES.superAdmin);
  return {
    user,
    superAdmin: superAdminRole && session.secondFactor,
    superAdminRole,
    coach: roles.includes(ROLE_NAMES.coach),
    activeTenantIds: new Set(memberships.map((membership) => membership.tenantId)),
    teamRoles: new Map(memberships.map((membership) => [membership.tenantId, membership.role])),
  };
}
