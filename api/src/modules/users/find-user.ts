import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';
import type { Actor } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { userPolicy } from '../../policies/user-policy.ts';

/**
 * The user a route names, if the actor may see them: 404 when there is none (or it is deleted, unless
 * `deleted` asks for deleted ones), 403 when it belongs to nobody the actor shares a team with.
 */
export async function findVisibleUser(
  knex: Knex,
  actor: Actor,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<User> {
  const query = User.query(knex).findById(id).withGraphFetched('roles');
  const user = await (options.deleted ? query.onlyDeleted() : query);
  if (!user) throw notFound();
  const memberships = await TenantMember.query(knex).where({ userId: id, status: 'ACTIVE' });
  authorize(
    userPolicy.view(
      actor,
      user,
      memberships.map((membership) => membership.tenantId),
    ),
  );
  return user;
}

/** Limits a user query to those the actor may see: everyone for a super-admin, else themself and teammates. */
export function visibleTo<Q extends ReturnType<typeof User.query>>(query: Q, actor: Actor, knex: Knex): Q {
  if (actor.superAdmin) return query;
  return query.where((scope) =>
    scope.where('users.id', actor.user.id).orWhereIn(
      'users.id',
      TenantMember.query(knex)
        .select('userId')
        .where('status', 'ACTIVE')
        .whereIn('tenantId', [...actor.activeTenantIds]),
    ),
  ) as Q;
}
