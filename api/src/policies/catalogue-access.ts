import type { Knex } from 'knex';
import type { RouteContext, RouteInput } from '../http/app-context.ts';
import type { RouteAccess } from '../http/define-route.ts';
import { tenantOf } from '../tenancy/current-tenant.ts';
import { type Actor, actorOf } from './actor.ts';
import { cataloguePolicy } from './catalogue-policy.ts';

/** Input of a route under /<catalogue records>/:id. */
export type CatalogueInput = RouteInput<{ id: string }, unknown, unknown>;

/** A catalogue record (workshop, schedule, template) a route names, under its name, and who asks. */
export type LoadedRecord<K extends string, R> = { actor: Actor } & { [key in K]: R };

/** Finds a catalogue record by id in a tenant: 404 otherwise (`deleted`: among deleted ones). */
export type FindRecord<R> = (
  db: Knex,
  tenantId: string,
  id: string,
  options?: { deleted?: boolean },
) => Promise<R>;

/**
 * The access steps of the routes under a catalogue record's path: `reads` lets any member of its team
 * through (cataloguePolicy.view), `manages` those `manage` names (its coach, any coach of the team …).
 * The record is found in the request's tenant, so another team's ids answer 404.
 */
export function catalogueAccess<K extends string, R extends { tenantId: string }>(
  key: K,
  find: FindRecord<R>,
  manage: (actor: Actor, record: R) => boolean,
) {
  type Loaded = LoadedRecord<K, R>;
  const load =
    (options: { deleted?: boolean }) =>
    async (ctx: RouteContext<CatalogueInput, boolean>, db: Knex): Promise<Loaded> => {
      const record = await find(db, tenantOf(ctx).id, ctx.state.input.params.id, options);
      return { actor: await actorOf(ctx, db), [key]: record } as Loaded;
    };
  return {
    reads: (): RouteAccess<CatalogueInput, Loaded> => ({
      load: load({}),
      allow: (loaded) => cataloguePolicy.view(loaded.actor, (loaded[key] as R).tenantId),
    }),
    manages: (options: { deleted?: boolean } = {}): RouteAccess<CatalogueInput, Loaded> => ({
      load: load(options),
      allow: (loaded) => manage(loaded.actor, loaded[key] as R),
    }),
  };
}
