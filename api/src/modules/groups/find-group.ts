import type { Knex } from 'knex';
import type { Context } from 'koa';
import { notFound } from '../../errors.ts';
import { Group } from '../../models/group.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import { groupPolicy } from '../../policies/group-policy.ts';

/** A group a route names, with who asks. */
export interface FoundGroup {
  group: Group;
  actor: Actor;
}

/**
 * The group a route names by id, when the caller may manage it: 404 when there is none and when it is
 * someone else's (groupPolicy), so ids of other people's groups cannot be probed. `deleted` looks among
 * soft-deleted groups only (restore).
 */
export async function findGroup(
  ctx: Context,
  knex: Knex,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<FoundGroup> {
  const group = await Group.query(knex).findById(id).onlyDeletedIf(options.deleted);
  const actor = await actorOf(ctx, knex);
  if (!group || !groupPolicy.manage(actor, group)) throw notFound();
  return { group, actor };
}
