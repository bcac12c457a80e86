import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  dataEnvelope,
  idParamsSchema,
} from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { WebhookEndpoint } from '../../models/webhook-endpoint.ts';
import { presentCreatedWebhookEndpoint } from '../../presenters/present-webhook.ts';
import { newWebhookSecret } from '../../webhooks/signature.ts';
import { assertDeliverableUrl, MAX_ENDPOINTS_PER_TEAM } from './endpoint-rules.ts';
import { loadWebhookTeam } from './webhook-access.ts';

/**
 * POST /v1/tenants/:id/webhook-endpoints: a new endpoint of the team, by its owners and admins. Its address
 * is checked first (422 on url: webhooks/address-guard.ts), outside any transaction since that asks DNS.
 * The answer carries the secret its deliveries are signed with: the only time it is shown.
 */
export const createWebhookEndpoint = defineRoute({
  method: 'post',
  path: '/tenants/:id/webhook-endpoints',
  summary: 'Register a webhook endpoint of a team (the answer shows its secret, once)',
  tags: ['Webhooks'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: createWebhookEndpointSchema },
  responses: { 201: dataEnvelope(createdWebhookEndpointSchema) },
  errors: [401, 403, 404, 419],
  status: 201,
  access: {
    load: (ctx, db) => loadWebhookTeam(ctx, db, ctx.state.input.params.id),
    allow: () => true,
  },
  handler: async (ctx) => {
    const { actor, tenant } = ctx.state.loaded;
    const { url, description, events } = ctx.state.input.body;
    await assertDeliverableUrl(ctx.config, url);
    const endpoint = await ctx.knex.transaction(async (trx) => {
      const count = await WebhookEndpoint.forTenant(tenant.id, trx).resultSize();
      if (count >= MAX_ENDPOINTS_PER_TEAM) {
        throw validationFailed({ url: [`A team has at most ${MAX_ENDPOINTS_PER_TEAM} webhook endpoints.`] });
      }
      const made = await WebhookEndpoint.forTenant(tenant.id, trx).insertAndFetch({
        url,
        description: description ?? '',
        events,
        secret: newWebhookSecret(),
        createdBy: actor.user.id,
      });
      await recordAudit(trx, ctx, {
        action: 'webhook-endpoint.create',
        subjectKind: 'tenant',
        subjectId: tenant.id,
        after: { id: made.id, url, events },
      });
      return made;
    });
    return present(endpoint, presentCreatedWebhookEndpoint);
  },
});
