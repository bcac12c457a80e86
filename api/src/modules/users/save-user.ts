import type { UpdateUserInput } from '@exceed/contract';
import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { hashPassword } from '../../auth/secrets.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import { validationFailed } from '../../errors.ts';
import type { AuthSession } from '../../models/auth-session.ts';
import { CoachProfile } from '../../models/coach-profile.ts';
import { Profile } from '../../models/profile.ts';
import { Role } from '../../models/role.ts';
import { StoredFile } from '../../models/stored-file.ts';
import { User } from '../../models/user.ts';

/** What an update writes: its body without the proof of a credentials change (never stored). */
export type UserChanges = Omit<UpdateUserInput, 'currentPassword' | 'otp'>;

/**
 * Writes a create or a partial update of a user and their nested profile and coach profile: only the
 * fields present change (SPEC.md §4: "a partial payload of changed fields"). Lists inside (social
 * accounts, experiences) are replaced whole, in the order given. An email set here (a create, or an
 * administrator's change) is unverified and ends any pending one. A suspension ends every session; a new
 * password every session but `keep` (the one that changed it). Runs in the route's transaction.
 */
export async function saveUser(
  trx: Knex.Transaction,
  userId: string,
  changes: UserChanges,
  keep?: AuthSession,
): Promise<void> {
  const { profile, coachProfile, password, roles, avatar, ...fields } = changes;
  const current = await User.query(trx).findById(userId).throwIfNotFound();
  const patch: Partial<User> = { ...fields };
  if (fields.email !== undefined && fields.email !== current.email) {
    patch.emailVerifiedAt = null;
    patch.pendingEmail = null;
  }
  if (password !== undefined) patch.passwordHash = await hashPassword(password);
  if (avatar !== undefined) patch.avatar = avatar === null ? null : await ownImage(trx, userId, avatar);
  if (Object.keys(patch).length > 0) await User.query(trx).findById(userId).patch(patch);
  if (fields.status === 'suspended' && current.status !== 'suspended') {
    await endAllSessions(trx, userId);
  } else if (password !== undefined) {
    await endAllSessions(trx, userId, keep);
  }
  // A one-to-one child is patched, or created when the user has none yet (a first coach profile).
  if (profile && (await Profile.query(trx).findById(userId).patch(profile)) === 0) {
    await Profile.query(trx).insert({ userId, ...(profile as PartialModelObject<Profile>) });
  }
  if (coachProfile && (await CoachProfile.query(trx).findById(userId).patch(coachProfile)) === 0) {
    await CoachProfile.query(trx).insert({ userId, ...coachProfile });
  }
  if (roles) await setRoles(trx, userId, roles);
}

/** An avatar must be an image file the user uploaded (not someone else's file). */
async function ownImage(trx: Knex.Transaction, userId: string, fileId: string): Promise<string> {
  const file = await StoredFile.query(trx).findById(fileId);
  if (!file || file.ownerId !== userId || file.width === null) {
    throw validationFailed({ avatar: ['The avatar must be an image you uploaded.'] });
  }
  await StoredFile.query(trx).findById(fileId).patch({ expiresAt: null });
  return fileId;
}

async function setRoles(trx: Knex.Transaction, userId: string, names: readonly string[]): Promise<void> {
  const roles = await Role.query(trx).whereIn('name', names);
  const unknown = names.filter((name) => !roles.some((role) => role.name === name));
  if (unknown.length > 0) throw validationFailed({ roles: [`Unknown role: ${unknown.join(', ')}.`] });
  await trx('user_roles').where({ user_id: userId }).delete();
  if (roles.length > 0) {
    await trx('user_roles').insert(roles.map((role) => ({ user_id: userId, role_id: role.id })));
  }
}
