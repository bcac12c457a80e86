import type { MemberStatus, TeamRole, UserStatus } from '@exceed/contract';
import type { Knex } from 'knex';
import { hashSecret, newSecret } from '../src/auth/secrets.ts';
import { AuthSession } from '../src/models/auth-session.ts';
import { Profile } from '../src/models/profile.ts';
import { Role } from '../src/models/role.ts';
import { Tenant } from '../src/models/tenant.ts';
import { TenantMember } from '../src/models/tenant-member.ts';
import { User } from '../src/models/user.ts';
import { BrowserClient } from './browser-client.ts';
import type { TestApp } from './test-app.ts';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** Creates a tenant with a unique slug (or the one given). */
export async function createTenant(knex: Knex, fields: Partial<Pick<Tenant, 'name' | 'slug' | 'plan'>> = {}) {
  const slug = fields.slug ?? `team-${next()}`;
  return Tenant.query(knex).insertAndFetch({
    name: fields.name ?? `Team ${slug}`,
    slug,
    plan: fields.plan ?? 'free',
  });
}

/** Options of createUser. */
export interface UserFixture {
  email?: string;
  username?: string;
  status?: UserStatus;
  passwordHash?: string;
  /** Role names, created when missing ('super-admin', 'coach'). */
  roles?: string[];
  /** Tenants the user belongs to: ACTIVE plain members unless a status or team role is given. */
  tenants?: Array<Tenant | { tenant: Tenant; status?: MemberStatus; role?: TeamRole }>;
  firstName?: string;
  lastName?: string;
}

/** Creates an active user with a profile, roles and memberships. */
export async function createUser(knex: Knex, fields: UserFixture = {}): Promise<User> {
  const id = next();
  const username = fields.username ?? `user${id}`;
  const memberships = (fields.tenants ?? []).map((entry) => ({
    status: 'ACTIVE' as const,
    role: 'member' as const,
    ...(entry instanceof Tenant ? { tenant: entry } : entry),
  }));
  const user = await User.query(knex).insertAndFetch({
    username,
    email: fields.email ?? `${username}@example.test`,
    status: fields.status ?? 'active',
    passwordHash: fields.passwordHash ?? null,
    defaultTenantSlug: memberships[0]?.tenant.slug ?? null,
    colorMode: 'auto',
  });
  await Profile.query(knex).insert({
    userId: user.id,
    firstName: fields.firstName ?? 'Test',
    lastName: fields.lastName ?? 'User',
    socialAccounts: [],
  });
  for (const { tenant, status, role } of memberships) {
    await TenantMember.query(knex).insert({ tenantId: tenant.id, userId: user.id, status, role });
  }
  for (const name of fields.roles ?? []) {
    const role =
      (await Role.query(knex).findOne({ name })) ?? (await Role.query(knex).insertAndFetch({ name }));
    await knex('user_roles').insert({ user_id: user.id, role_id: role.id }).onConflict().ignore();
  }
  return user;
}

/**
 * Whether a fixture's session proved a second factor. By default it did, as a passkey sign-in leaves it,
 * so a super-admin's fixture runs the admin area; tests of one-factor sessions say `false`.
 */
export interface SessionFixture {
  secondFactor?: boolean;
}

/** A bearer token for the user (token mode), as a sign-in would issue: headers ready for fetch. */
export async function bearerFor(
  knex: Knex,
  user: User,
  { secondFactor = true }: SessionFixture = {},
): Promise<{ Authorization: string }> {
  const token = newSecret();
  await AuthSession.query(knex).insert({
    userId: user.id,
    kind: 'token',
    tokenHash: hashSecret(token),
    lastUsedAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
    secondFactorAt: secondFactor ? new Date() : null,
  });
  return { Authorization: `Bearer ${token}` };
}

/**
 * A browser signed in with a cookie session, as any sign-in route leaves it: the session cookie, and the
 * CSRF token of that session (tokens are bound to it).
 */
export async function signedInBrowser(
  app: TestApp,
  knex: Knex,
  userId: string,
  { secondFactor = true }: SessionFixture = {},
): Promise<BrowserClient> {
  const browser = new BrowserClient(app);
  const token = newSecret();
  await AuthSession.query(knex).insert({
    userId,
    kind: 'cookie',
    tokenHash: hashSecret(token),
    lastUsedAt: new Date(),
    expiresAt: new Date(Date.now() + 60_000),
    secondFactorAt: secondFactor ? new Date() : null,
  });
  browser.cookies.set('exceed_session', token);
  return browser.start();
}
