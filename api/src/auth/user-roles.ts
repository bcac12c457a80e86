import type { Knex } from 'knex';
import { Role } from '../models/role.ts';

/**
 * SQL of a user's roles as one JSON array (the user's row aliased `u`), for the statements that read a
 * signed-in user in one round trip (sessions.ts, api-keys.ts); rolesFromJson reads it back.
 */
export const ROLES_JSON_SQL = `coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name,
    'description', r.description, 'createdAt', r.created_at, 'updatedAt', r.updated_at) order by r.name)
    from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]')`;

/** A role as ROLES_JSON_SQL writes it. */
export interface RoleJson {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The roles of ROLES_JSON_SQL as models: JSON has no dates, so they are read back by hand. */
export const rolesFromJson = (roles: readonly RoleJson[]): Role[] =>
  roles.map((role) =>
    Role.fromJson({ ...role, createdAt: new Date(role.createdAt), updatedAt: new Date(role.updatedAt) }),
  );

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
