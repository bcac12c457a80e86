import type { Knex } from 'knex';
import type { RouteContext, RouteInput } from '../../http/app-context.ts';
import type { RouteAccess } from '../../http/define-route.ts';
import type { WorkshopTemplate } from '../../models/workshop-template.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { tenantOf } from '../../tenancy/current-tenant.ts';
import { findWorkshopTemplate } from './find-workshop-template.ts';

/** The template a route names (:id), and who asks. */
export interface LoadedTemplate {
  actor: Actor;
  template: WorkshopTemplate;
}

/** Input of a route under /workshop-templates/:id. */
type TemplateInput = RouteInput<{ id: string }, unknown, unknown>;

/** Finds the template of the path in the request's tenant (404 otherwise; `deleted`: among deleted ones). */
const loadTemplate =
  (options: { deleted?: boolean }) =>
  async (ctx: RouteContext<TemplateInput, boolean>, db: Knex): Promise<LoadedTemplate> => ({
    actor: await actorOf(ctx, db),
    template: await findWorkshopTemplate(db, tenantOf(ctx).id, ctx.state.input.params.id, options),
  });

/** The access step of a route that reads a template: any member of its team. */
export const readsTemplate = (): RouteAccess<TemplateInput, LoadedTemplate> => ({
  load: loadTemplate({}),
  allow: ({ actor, template }) => cataloguePolicy.view(actor, template.tenantId),
});

/** The access step of a route that changes, deletes or restores a template: any coach of its team. */
export const managesTemplate = (
  options: { deleted?: boolean } = {},
): RouteAccess<TemplateInput, LoadedTemplate> => ({
  load: loadTemplate(options),
  allow: ({ actor, template }) => cataloguePolicy.manageTemplates(actor, template.tenantId),
});
