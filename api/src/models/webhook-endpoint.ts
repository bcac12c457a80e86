import type { WebhookEventType } from '@exceed/contract';
import { TenantModel } from '../db/tenant-model.ts';

/**
 * An address a team's events are POSTed to (docs/decisions/0119-webhooks.md), with the events it chose and
 * the secret its deliveries are signed with (kept as made: it is the signing key). `failureCount`:
 * deliveries in a row that failed every attempt.
 */
export class WebhookEndpoint extends TenantModel {
  static override tableName = 'webhook_endpoints';
  static override hidden = ['secret'];

  declare url: string;
  declare description: string;
  declare events: WebhookEventType[];
  declare secret: string;
  declare enabled: boolean;
  declare disabledReason: string | null;
  declare failureCount: number;
  declare createdBy: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
