import type { WebhookDeliveryStatus, WebhookPayload } from '@exceed/contract';
import type { RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';

/**
 * One event for one endpoint: its id is the `webhook-id` header of every attempt. PENDING while it has
 * attempts left (`nextAttemptAt`), then SUCCEEDED or FAILED. `sendingUntil`: a worker holds it until then.
 */
export class WebhookDelivery extends TenantModel {
  static override tableName = 'webhook_deliveries';
  static override get jsonAttributes() {
    return ['payload'];
  }

  declare endpointId: string;
  declare eventId: string;
  declare eventType: string;
  declare payload: WebhookPayload;
  declare status: WebhookDeliveryStatus;
  declare attempts: number;
  declare nextAttemptAt: Date | null;
  declare sendingUntil: Date | null;
  declare lastResponseStatus: number | null;
  declare lastError: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare attemptLog?: WebhookAttempt[];

  static override relationMappings = (): RelationMappings => ({
    attemptLog: {
      relation: TenantModel.HasManyRelation,
      modelClass: WebhookAttempt,
      join: { from: 'webhook_deliveries.id', to: 'webhook_attempts.deliveryId' },
    },
  });
}

/** One try of a delivery: the headers sent, and the answer's status, first 1 KB and time, or why none came. */
export class WebhookAttempt extends TenantModel {
  static override tableName = 'webhook_attempts';
  static override timestamps = false;
  static override get jsonAttributes() {
    return ['requestHeaders'];
  }

  declare deliveryId: string;
  declare attempt: number;
  declare startedAt: Date;
  declare requestHeaders: Record<string, string>;
  declare responseStatus: number | null;
  declare responseBody: string | null;
  declare durationMs: number;
  declare error: string | null;
}
