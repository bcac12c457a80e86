import type { Knex } from 'knex';
import { Role } from '../models/role.ts';

/**
 * Grants a global role by name; granting it twice is one grant. Answers false when no role has that name
 * (the caller says why in its own words).
 */
export async function grantRole(trx: Knex.Transaction, userId: string, name: string): Promise<boolean> {
  const role = await Role.query(trx).findOne({ name });
  if (!role) return false;
  await trx('user_roles').insert({ user_id: userId, role_id: role.id }).onConflict().ignore();
  return true;
}

/** Revokes a global role by name; revoking one the user lacks changes nothing. Answers false for no such role. */
export async function revokeRole(trx: Knex.Transaction, userId: string, name: string): Promise<boolean> {
  const role = await Role.query(trx).findOne({ name });
  if (!role) return false;
  await trx('user_roles').where({ user_id: userId, role_id: role.id }).delete();
  return true;
}
