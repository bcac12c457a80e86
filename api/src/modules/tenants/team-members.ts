import { LAST_OWNER_MESSAGE } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { notFound, validationFailed } from '../../errors.ts';
import { Tenant } from '../../models/tenant.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import { leavesAnOwner } from '../../policies/tenant-policy.ts';
import { findVisibleTenant } from './find-tenant.ts';

/** SPEC.md leaves it open; docs/decisions/0048-team-roles.md. */

/**
 * Locks a team for a change of its members (its tenant row, FOR UPDATE) and answers the actor as they are
 * under the lock. Every change of members takes this lock first, so they run one at a time per team and
 * each sees the owners the previous one left; the caller's own role is read again, so an owner demoted a
 * moment ago no longer acts as one.
 */
export async function lockTeam(ctx: Context, trx: Knex, tenantId: string): Promise<Actor> {
  await Tenant.query(trx).findById(tenantId).forUpdate();
  return actorOf(ctx, trx, { reload: true });
}

/** A member of the team with their user and profile (the members list's row): 404 when there is none. */
export async function findTeamMember(trx: Knex, tenantId: string, userId: string) {
  const member = await TenantMember.query(trx).findById([tenantId, userId]).withGraphFetched('user.profile');
  if (!member?.user) throw notFound();
  return member;
}

/**
 * A member of a team as the member routes' access step loads it (teamMemberParamsSchema's params): the
 * team the caller sees (404 otherwise), the caller as they are under the team's lock, and the member.
 */
export async function loadTeamMember(ctx: Context, trx: Knex, params: { id: string; userId: string }) {
  const tenant = await findVisibleTenant(trx, await actorOf(ctx, trx), params.id);
  const actor = await lockTeam(ctx, trx, tenant.id);
  const member = await findTeamMember(trx, tenant.id, params.userId);
  return { tenant, actor, member };
}

/**
 * Refuses (422 on `field`) a change after which the team would have no ACTIVE owner: `after` is the
 * member's role and status after it, or null when they leave or are removed. Call under lockTeam().
 */
export async function keepAnOwner(
  trx: Knex.Transaction,
  member: TenantMember,
  after: Pick<TenantMember, 'role' | 'status'> | null,
  field: string,
): Promise<void> {
  if (leavesAnOwner(member, after, 0)) return;
  const others = (await activeOwnerIds(trx, member.tenantId)).filter((id) => id !== member.userId).length;
  if (!leavesAnOwner(member, after, others)) throw validationFailed({ [field]: [LAST_OWNER_MESSAGE] });
}

/**
 * The user ids of a team's ACTIVE owners whose accounts are not deleted: whom the last-owner rule counts,
 * for keepAnOwner() and for the members' abilities (teamMemberAbilities).
 */
export async function activeOwnerIds(knex: Knex, tenantId: string): Promise<string[]> {
  const owners = await TenantMember.query(knex)
    .where({ tenantId, role: 'owner', status: 'ACTIVE' })
    .whereIn('userId', knex('users').select('id').whereNull('deletedAt'))
    .select('userId');
  return owners.map((owner) => owner.userId);
}
