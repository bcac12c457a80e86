import { type ApiKeyResource, personName } from '@exceed/contract';
import type { Knex } from 'knex';
import { ApiKey } from '../../models/api-key.ts';
import type { Actor } from '../../policies/actor.ts';
import { managesTeam } from '../../policies/api-key-policy.ts';
import { presentApiKey } from '../../presenters/present-api-key.ts';

/** The teams in which the actor makes and manages keys: where they are an owner or admin. */
export async function managedTeams(knex: Knex, actor: Actor): Promise<Array<{ id: string; name: string }>> {
  const ids = [...actor.teamRoles.keys()].filter((id) => managesTeam(actor, id));
  if (ids.length === 0) return [];
  return knex('tenants').whereIn('id', ids).whereNull('deletedAt').select('id', 'name').orderBy('name');
}

/** Live keys (not revoked; expired ones included, so their owner sees why they stopped) presented. */
export async function presentedKeys(
  knex: Knex,
  where: (query: Knex.QueryBuilder) => void,
): Promise<ApiKeyResource[]> {
  const rows = await knex('apiKeys as k')
    .join('users as u', 'u.id', 'k.userId')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .leftJoin('tenants as t', 't.id', 'k.tenantId')
    .whereNull('k.revokedAt')
    .where(where)
    .orderBy([{ column: 'k.createdAt', order: 'desc' }, { column: 'k.id' }])
    .select('k.*', 'u.username', 'p.firstName', 'p.lastName', 't.name as teamName');
  return rows.map((row) =>
    presentApiKey(ApiKey.fromDatabaseJson(row) as ApiKey, {
      team: row.tenantId ? { id: row.tenantId, name: row.teamName } : null,
      createdBy: { id: row.userId, name: personName(row) },
    }),
  );
}
