import type { TeamRole } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { runPrepared, sqlStatement } from '../db/prepared-statement.ts';
import { modelFromRawRow } from '../db/raw-row.ts';
import { AuthSession } from '../models/auth-session.ts';
import { User } from '../models/user.ts';
import { type ApiKeyGrant, findApiKey, isApiKey } from './api-keys.ts';
import { SESSION_COOKIE, SIGNED_IN_COOKIE, setCookie } from './cookies.ts';
import { issueCsrfCookie, issueGuestCsrfCookie } from './csrf.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { ROLES_JSON_SQL, type RoleJson, rolesFromJson } from './user-roles.ts';

/** How long a session or token lives without sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, so a busy client does not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** How a client holds its sign-in: a browser's httpOnly cookie, or a bearer token (token mode). */
export type SessionMode = 'cookie' | 'token';

/** A live session (or API key) and its user. */
export interface SignedIn {
  user: User;
  /** The sign-in's session; none for a request signed by an API key. */
  session: AuthSession | undefined;
  /** The API key that signed the request, with what it may do (auth/api-key-scopes.ts checks it). */
  apiKey?: ApiKeyGrant;
  /** The user's ACTIVE team memberships as the session was read (policies/actor.ts builds the actor of them). */
  memberships: ReadonlyArray<{ tenantId: string; role: TeamRole }>;
}

/**
 * Signs a user in, with `secondFactor` when the sign-in proved one (decision 0096). Cookie mode sets the httpOnly session cookie and a fresh XSRF-TOKEN (a new session
 * never reuses a CSRF token from before sign-in) and answers undefined; token mode answers the bearer
 * token, shown once: only its hash is stored.
 */
export async function startSession(
  ctx: Context,
  trx: Knex.Transaction | Knex,
  user: User,
  mode: SessionMode,
  options: { secondFactor: boolean },
): Promise<string | undefined> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await AuthSession.query(trx).insert({
    userId: user.id,
    kind: mode,
    tokenHash: hashSecret(token),
    userAgent: ctx.get('user-agent').slice(0, 500) || null,
    ip: ctx.ip,
    lastUsedAt: new Date(),
    expiresAt,
    secondFactorAt: options.secondFactor ? new Date() : null,
  });
  if (mode === 'token') return token;
  setCookie(ctx, SESSION_COOKIE, token, { httpOnly: true, expires: expiresAt });
  setCookie(ctx, SIGNED_IN_COOKIE, '1', { httpOnly: false, expires: expiresAt });
  issueCsrfCookie(ctx, token);
  return undefined;
}

/**
 * The session a request presents: a bearer token (or API key), else the session cookie. Revoked, expired
 * and mismatched sessions (a cookie value sent as a bearer token) count as none, as do deleted or
 * suspended users.
 */
export async function findSession(ctx: Context, knex: Knex): Promise<SignedIn | undefined> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
  if (bearer && isApiKey(bearer)) {
    const signedByKey = await findApiKey(knex, bearer);
    return signedByKey && { ...signedByKey, session: undefined };
  }
  const presented = bearer ?? ctx.cookies.get(SESSION_COOKIE);
  if (!presented) return undefined;
  const statement = signedInStatement([hashSecret(presented), bearer ? 'token' : 'cookie']);
  const [row] = await runPrepared<SignedInRow>(knex, statement);
  if (!row || row.status === 'suspended') return undefined;
  const {
    session_id,
    session_kind,
    session_last_used_at,
    session_expires_at,
    session_second_factor_at,
    session_roles,
    session_memberships,
    ...columns
  } = row;
  const session = AuthSession.fromJson({
    id: session_id,
    userId: row.id,
    kind: session_kind,
    lastUsedAt: session_last_used_at,
    expiresAt: session_expires_at,
    revokedAt: null,
    secondFactorAt: session_second_factor_at,
  });
  const user = modelFromRawRow(User, columns);
  user.roles = rolesFromJson(session_roles);
  if (Date.now() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await AuthSession.query(knex).findById(session.id).patch({ lastUsedAt: new Date() });
  }
  return { user, session, memberships: session_memberships };
}

/**
 * A live session with its live user, the user's roles and ACTIVE team memberships, in one prepared
 * statement: every private request starts here, and each query more (the memberships that policies read
 * were one of a booking's five) is CPU of every request (bench/booking-rush.ts).
 */
const signedInStatement = sqlStatement(
  'signed_in',
  `select u.*, s.id as session_id, s.kind as session_kind,
  s.last_used_at as session_last_used_at, s.expires_at as session_expires_at,
  s.second_factor_at as session_second_factor_at,
  ${ROLES_JSON_SQL} as session_roles,
  coalesce((select json_agg(json_build_object('tenantId', m.tenant_id, 'role', m.role))
    from tenant_members m where m.user_id = u.id and m.status = 'ACTIVE'), '[]') as session_memberships
  from auth_sessions s join users u on u.id = s.user_id and u.deleted_at is null
  where s.token_hash = ? and s.kind = ? and s.revoked_at is null and s.expires_at > now()`,
);

interface SignedInRow extends Record<string, unknown> {
  id: string;
  status: string;
  session_id: string;
  session_kind: 'cookie' | 'token';
  session_last_used_at: Date;
  session_expires_at: Date;
  session_second_factor_at: Date | null;
  session_roles: RoleJson[];
  session_memberships: Array<{ tenantId: string; role: TeamRole }>;
}

/** Ends a session: revoked in the database (the token or cookie stops working everywhere) and the cookie cleared. */
export async function endSession(
  ctx: Context,
  trx: Knex.Transaction | Knex,
  session: AuthSession,
): Promise<void> {
  await AuthSession.query(trx).findById(session.id).patch({ revokedAt: new Date() });
  if (session.kind === 'cookie') {
    setCookie(ctx, SESSION_COOKIE, null, { httpOnly: true });
    setCookie(ctx, SIGNED_IN_COOKIE, null, { httpOnly: false });
    issueGuestCsrfCookie(ctx);
  }
}

/**
 * Ends every session of a user (suspension, deletion), or every one but `keep` (their own password
 * change: the device that changed it stays signed in).
 */
export async function endAllSessions(
  trx: Knex.Transaction | Knex,
  userId: string,
  keep?: AuthSession,
): Promise<void> {
  const live = AuthSession.query(trx).where({ userId }).whereNull('revokedAt');
  if (keep) live.whereNot({ id: keep.id });
  await live.patch({ revokedAt: new Date() });
}
