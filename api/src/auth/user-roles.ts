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
