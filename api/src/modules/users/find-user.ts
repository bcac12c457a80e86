import type { Knex } from 'knex';
import type { Context } from 'koa';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { userPolicy } from '../../policies/user-policy.ts';

/** A user a route names, with who asks and the teams the user is an ACTIVE member of (who may see them). */
export interface LoadedUser {
  user: User;
  actor: Actor;
  tenantIds: string[];
}

/**
 * The access step's load of a user route: the user `id` with their roles, 404 when there is none (or it
 * is deleted, unless `deleted` asks for deleted ones).
 */
export async function loadUser(
  ctx: Context,
  knex: Knex,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<LoadedUser> {
  const actor = await actorOf(ctx, knex);
  const user = await User.query(knex)
    .findById(id)
    .withGraphFetched('roles')
    .onlyDeletedIf(options.deleted)
    .throwIfNotFound();
  const memberships = await TenantMember.query(knex).where({ userId: id, status: 'ACTIVE' });
  return { user, actor, tenantIds: memberships.map((membership) => membership.tenantId) };
}

/** Whether the actor may see the user they loaded: themself, a teammate, or anyone for a super-admin. */
export const mayView = ({ user, actor, tenantIds }: LoadedUser): boolean =>
  userPolicy.view(actor, user, tenantIds);

/**
 * The user a route names, if the actor may see them: 404 when there is none (loadUser), 403 when it
 * belongs to nobody the actor shares a team with.
 */
export async function findVisibleUser(
  ctx: Context,
  knex: Knex,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<LoadedUser> {
  const loaded = await loadUser(ctx, knex, id, options);
  authorize(mayView(loaded));
  return loaded;
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
