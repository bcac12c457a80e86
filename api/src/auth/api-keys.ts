import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  type ApiKeyScope,
  ROLE_NAMES,
  type TeamRole,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { runPrepared, sqlStatement } from '../db/prepared-statement.ts';
import { modelFromRawRow } from '../db/raw-row.ts';
import { User } from '../models/user.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { ROLES_JSON_SQL, type RoleJson, rolesFromJson } from './user-roles.ts';

/** last_used_at is written at most this often: a busy integration should not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** What a request signed by an API key may do, beside the user it acts as. */
export interface ApiKeyGrant {
  id: string;
  /** A team's key acts in that team only. */
  tenantId: string | null;
  scopes: readonly ApiKeyScope[];
}

/** A new key's secret, what is stored of it, and what its lists show of it. */
export function newApiKey(): { token: string; tokenHash: string; prefix: string } {
  const token = `${API_KEY_PREFIX}${newSecret()}`;
  return { token, tokenHash: hashSecret(token), prefix: token.slice(0, API_KEY_SHOWN_LENGTH) };
}

/** Whether a bearer token is an API key rather than a session token. */
export const isApiKey = (bearer: string): boolean => bearer.startsWith(API_KEY_PREFIX);

/**
 * The live key a bearer token names, with the user it acts as and the memberships it acts with: all of a
 * person's for a personal key; for a team's key, that team's alone, and only while the person who made it
 * is still an owner or admin there (decision 0118). The super-admin role is left out: no key carries the
 * platform's powers, which a session holds only with a second factor.
 */
export async function findApiKey(
  knex: Knex,
  bearer: string,
): Promise<
  | { user: User; apiKey: ApiKeyGrant; memberships: ReadonlyArray<{ tenantId: string; role: TeamRole }> }
  | undefined
> {
  const [row] = await runPrepared<ApiKeyRow>(knex, apiKeyStatement([hashSecret(bearer)]));
  if (!row || row.status === 'suspended') return undefined;
  const { key_id, key_tenant_id, key_scopes, key_last_used_at, key_roles, key_memberships, ...columns } = row;
  if (!key_last_used_at || Date.now() - key_last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await knex('api_keys').where({ id: key_id }).update({ lastUsedAt: new Date() });
  }
  const user = modelFromRawRow(User, columns);
  user.roles = rolesFromJson(key_roles.filter((role) => role.name !== ROLE_NAMES.superAdmin));
  return {
    user,
    apiKey: { id: key_id, tenantId: key_tenant_id, scopes: key_scopes },
    memberships: key_memberships,
  };
}

const apiKeyStatement = sqlStatement(
  'api_key',
  `select u.*, k.id as key_id, k.tenant_id as key_tenant_id, k.scopes as key_scopes,
  k.last_used_at as key_last_used_at, ${ROLES_JSON_SQL} as key_roles,
  coalesce((select json_agg(json_build_object('tenantId', m.tenant_id, 'role', m.role))
    from tenant_members m where m.user_id = u.id and m.status = 'ACTIVE'
      and (k.tenant_id is null or m.tenant_id = k.tenant_id)), '[]') as key_memberships
  from api_keys k join users u on u.id = k.user_id and u.deleted_at is null
  where k.token_hash = ? and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())
    and (k.tenant_id is null or exists (select 1 from tenant_members m where m.tenant_id = k.tenant_id
      and m.user_id = k.user_id and m.status = 'ACTIVE' and m.role in ('owner', 'admin')))`,
);

interface ApiKeyRow extends Record<string, unknown> {
  status: string;
  key_id: string;
  key_tenant_id: string | null;
  key_scopes: ApiKeyScope[];
  key_last_used_at: Date | null;
  key_roles: RoleJson[];
  key_memberships: Array<{ tenantId: string; role: TeamRole }>;
}
