import type { Knex } from 'knex';
import type { RouteContext, RouteInput } from '../../http/app-context.ts';
import type { RouteAccess } from '../../http/define-route.ts';
import type { Workshop } from '../../models/workshop.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { tenantOf } from '../../tenancy/current-tenant.ts';
import { findWorkshop } from './find-workshop.ts';

/** The workshop a route names (:id), and who asks. */
export interface LoadedWorkshop {
  actor: Actor;
  workshop: Workshop;
}

/** Input of a route under /workshops/:id. */
type WorkshopInput = RouteInput<{ id: string }, unknown, unknown>;

/** Finds the workshop of the path in the request's tenant (404 otherwise; `deleted`: among deleted ones). */
const loadWorkshop =
  (options: { deleted?: boolean }) =>
  async (ctx: RouteContext<WorkshopInput, boolean>, db: Knex): Promise<LoadedWorkshop> => ({
    actor: await actorOf(ctx, db),
    workshop: await findWorkshop(db, tenantOf(ctx).id, ctx.state.input.params.id, options),
  });

/** The access step of a route that reads a workshop or its resources: any member of its team. */
export const readsWorkshop = (): RouteAccess<WorkshopInput, LoadedWorkshop> => ({
  load: loadWorkshop({}),
  allow: ({ actor, workshop }) => cataloguePolicy.view(actor, workshop.tenantId),
});

/**
 * The access step of a route that changes, deletes or restores a workshop or its resources: its coach or
 * a super-admin (cataloguePolicy.manage).
 */
export const managesWorkshop = (
  options: { deleted?: boolean } = {},
): RouteAccess<WorkshopInput, LoadedWorkshop> => ({
  load: loadWorkshop(options),
  allow: ({ actor, workshop }) => cataloguePolicy.manage(actor, workshop.tenantId, workshop.coachId),
});
