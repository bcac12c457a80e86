import type { JobHandler } from '../jobs/runner.ts';
import { webhookDisabledMail } from '../mail/messages.ts';
import { Tenant } from '../models/tenant.ts';
import { TenantMember } from '../models/tenant-member.ts';
import { WebhookEndpoint } from '../models/webhook-endpoint.ts';
import { JOBS } from './notify.ts';
import { type NotificationServices, text } from './session-details.ts';

/** Where a team's webhooks are managed: its settings page, at the Webhooks section. */
export const webhookSettingsUrl = (appUrl: string, slug: string): string =>
  new URL(`/t/${encodeURIComponent(slug)}/settings#webhooks`, appUrl).href;

/**
 * The mail of a disabled webhook endpoint, to the team's ACTIVE owners (who answer for what the team
 * connects to): sent only while the endpoint is still disabled, so a job that runs after someone enabled
 * it again says nothing wrong.
 */
export function webhookMailHandlers(services: NotificationServices): Record<string, JobHandler> {
  const { knex, mailer, config } = services;
  return {
    [JOBS.webhookDisabled]: async ({ payload }) => {
      const tenantId = text(payload, 'tenantId');
      const endpoint = await WebhookEndpoint.forTenant(tenantId, knex).findById(text(payload, 'endpointId'));
      const team = await Tenant.query(knex).findById(tenantId);
      if (!endpoint || endpoint.enabled || !team) return;
      const owners = await TenantMember.query(knex)
        .where({ tenantId, role: 'owner', status: 'ACTIVE' })
        .withGraphFetched('user');
      for (const owner of owners) {
        if (!owner.user || owner.user.deletedAt) continue;
        await mailer.send(
          webhookDisabledMail(owner.user.email, {
            teamName: team.name,
            url: endpoint.url,
            reason: endpoint.disabledReason ?? 'It was disabled.',
            settingsUrl: webhookSettingsUrl(config.appUrl, team.slug),
          }),
        );
      }
    },
  };
}
