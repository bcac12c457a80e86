import type { Knex } from 'knex';
import type { Context } from 'koa';
import { JobPosting } from '../models/job-posting.ts';
import { type Actor, actorOf } from '../policies/actor.ts';
import { tenantOf } from '../tenancy/current-tenant.ts';

/**
 * The posting a route names by id within the current tenant: 404 when there is none. A posting of another
 * tenant is "none" too (the scoped query cannot see it), so ids of other teams cannot be probed.
 * `deleted` looks among soft-deleted postings only (restore).
 */
export async function findJobPosting(
  knex: Knex,
  tenantId: string,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<JobPosting> {
  return JobPosting.forTenant(tenantId, knex).findById(id).onlyDeletedIf(options.deleted).throwIfNotFound();
}

/** A posting a route names, with who asks: what its access step's policy decides on. */
export interface LoadedJobPosting {
  posting: JobPosting;
  actor: Actor;
}

/** The access step's load of a posting route: the posting `id` of the X-Team team (404), and the actor. */
export async function loadJobPosting(
  ctx: Context,
  knex: Knex,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<LoadedJobPosting> {
  const posting = await findJobPosting(knex, tenantOf(ctx).id, id, options);
  return { posting, actor: await actorOf(ctx, knex) };
}
