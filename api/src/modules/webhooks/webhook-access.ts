import type { Knex } from 'knex';
import type { Context } from 'koa';
import { WebhookDelivery } from '../../models/webhook-delivery.ts';
import { WebhookEndpoint } from '../../models/webhook-endpoint.ts';
import { authorize } from '../../policies/authorize.ts';
import { webhookPolicy } from '../../policies/webhook-policy.ts';
import { loadVisibleTenant } from '../../tenancy/visible-tenant.ts';

/**
 * The access step of every webhook route: the team the path names (404 when there is none, 403 for whoever
 * is not its ACTIVE member), and the caller must manage its webhooks (webhook-policy.ts, 403) before any
 * endpoint or delivery of it is looked for, so a member cannot tell which ids exist.
 */
export async function loadWebhookTeam(ctx: Context, db: Knex, tenantId: string) {
  const { actor, tenant } = await loadVisibleTenant(ctx, db, tenantId);
  authorize(webhookPolicy.manage(actor, tenant));
  return { actor, tenant };
}

/** An endpoint of the team the path names (404 when the team has none of that id). */
export async function loadWebhookEndpoint(
  ctx: Context,
  db: Knex,
  params: { id: string; endpointId: string },
) {
  const team = await loadWebhookTeam(ctx, db, params.id);
  const endpoint = await WebhookEndpoint.forTenant(team.tenant.id, db)
    .findById(params.endpointId)
    .throwIfNotFound();
  return { ...team, endpoint };
}

/** A delivery of the team the path names, with its endpoint (404 when the team has none of that id). */
export async function loadWebhookDelivery(
  ctx: Context,
  db: Knex,
  params: { id: string; deliveryId: string },
) {
  const team = await loadWebhookTeam(ctx, db, params.id);
  const delivery = await WebhookDelivery.forTenant(team.tenant.id, db)
    .findById(params.deliveryId)
    .throwIfNotFound();
  const endpoint = await WebhookEndpoint.forTenant(team.tenant.id, db)
    .findById(delivery.endpointId)
    .throwIfNotFound();
  return { ...team, delivery, endpoint };
}
