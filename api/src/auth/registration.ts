import { AUTH_MESSAGES } from '@exceed/contract';
import type { Knex } from 'knex';
import { slugify } from '../db/slugify.ts';
import { validationFailed } from '../errors.ts';
import { Profile } from '../models/profile.ts';
import { Tenant } from '../models/tenant.ts';
import { TenantMember } from '../models/tenant-member.ts';
import { User } from '../models/user.ts';

/** Who registers: what the sign-up form (or an external provider) tells us. */
export interface Registration {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  /** The sign-up proved the address (OTP to it, or a provider's verified email). */
  emailVerified: boolean;
}

/**
 * Creates an account as every sign-up path does: a `pending` user (sent to onboarding, SPEC.md §4) with a
 * profile and a personal team as default tenant, where the user is an ACTIVE member and its owner. The team's slug is
 * the username, or the username plus a short suffix when a team already has it. Run inside a transaction:
 * a clash on email or username (unique indexes) rolls everything back.
 */
export async function registerUser(trx: Knex.Transaction, registration: Registration): Promise<User> {
  const tenant = await personalTeam(trx, registration);
  const user = await User.query(trx).insertAndFetch({
    username: registration.username,
    email: registration.email,
    status: 'pending',
    emailVerifiedAt: registration.emailVerified ? new Date() : null,
    defaultTenantSlug: tenant.slug,
    colorMode: 'auto',
  });
  await Profile.query(trx).insert({
    userId: user.id,
    firstName: registration.firstName,
    lastName: registration.lastName,
    socialAccounts: [],
  });
  await ownTeam(trx, tenant, user.id);
  user.roles = [];
  return user;
}

/**
 * A person's own team, named by their first name (not their username, which is only a handle), its slug
 * their username (freeTenantSlug). Its owner joins it with ownTeam, once they exist.
 */
export async function personalTeam(
  trx: Knex.Transaction,
  person: { username: string; firstName: string; email: string },
): Promise<Tenant> {
  return Tenant.query(trx).insertAndFetch({
    name: `${person.firstName}'s Team`,
    slug: await freeTenantSlug(trx, person.username),
    email: person.email,
    plan: 'free',
  });
}

/** Makes `userId` the ACTIVE owner of a team they started (docs/decisions/0048-team-roles.md). */
export async function ownTeam(trx: Knex.Transaction, tenant: Tenant, userId: string): Promise<void> {
  await TenantMember.query(trx).insert({ tenantId: tenant.id, userId, status: 'ACTIVE', role: 'owner' });
}

async function freeTenantSlug(trx: Knex.Transaction, username: string): Promise<string> {
  // Slugs need 3 characters (SPEC.md §5); usernames have at least 4, but "a__b" slugifies to "a-b".
  const base = slugify(username).padEnd(3, '0');
  for (let attempt = 0; ; attempt += 1) {
    const slug = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
    const taken = await Tenant.query(trx).withDeleted().modify('bySlug', slug).resultSize();
    if (taken === 0) return slug;
  }
}

/**
 * Whether an email and a username are taken, counting deleted accounts (a restore must never clash). A
 * change of one's own account passes `exceptUserId`, so keeping one's own email is never "taken".
 */
export async function takenIdentifiers(
  knex: Knex,
  identifiers: { email?: string | undefined; username?: string | undefined },
  exceptUserId?: string,
): Promise<{ email: boolean; username: boolean }> {
  const email = identifiers.email?.toLowerCase();
  const username = identifiers.username?.toLowerCase();
  if (email === undefined && username === undefined) return { email: false, username: false };
  const query = User.query(knex)
    .withDeleted()
    .where((match) =>
      match
        .whereRaw('lower(email) = ?', [email ?? null])
        .orWhereRaw('lower(username) = ?', [username ?? null]),
    )
    .select('email', 'username');
  const rows = await (exceptUserId ? query.whereNot('id', exceptUserId) : query);
  return {
    email: rows.some((row) => row.email.toLowerCase() === email),
    username: rows.some((row) => row.username.toLowerCase() === username),
  };
}

/** The 422 of taken identifiers, in SPEC's words, or nothing when both are free. */
export async function assertIdentifiersFree(
  knex: Knex,
  identifiers: { email?: string | undefined; username?: string | undefined },
  exceptUserId?: string,
): Promise<void> {
  const taken = await takenIdentifiers(knex, identifiers, exceptUserId);
  if (!taken.email && !taken.username) return;
  throw validationFailed({
    ...(taken.email ? { email: [AUTH_MESSAGES.emailTaken] } : {}),
    ...(taken.username ? { username: [AUTH_MESSAGES.usernameTaken] } : {}),
  });
}

/**
 * A free username for someone signed up without choosing one (an accepted invitation): the mailbox name
 * reduced to the username rule (SPEC.md §5: 4 to 20 characters, letters, numbers, _ and -, starting
 * with a letter or number), plus a short suffix when it is taken.
 */
export async function freeUsername(knex: Knex, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  const base = local
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 15)
    .padEnd(4, '0');
  for (let attempt = 0; ; attempt += 1) {
    const username = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
    if (!(await takenIdentifiers(knex, { username })).username) return username;
  }
}
