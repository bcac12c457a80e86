import { randomUUID } from 'node:crypto';
import type { WebhookEventType, WebhookPayload } from '@exceed/contract';
import type { Knex } from 'knex';
import { Booking } from '../models/booking.ts';
import type { Tenant } from '../models/tenant.ts';
import { TenantMember } from '../models/tenant-member.ts';
import { WebhookAttempt, WebhookDelivery } from '../models/webhook-delivery.ts';
import { WebhookEndpoint } from '../models/webhook-endpoint.ts';
import { DISABLED_REASONS } from '../webhooks/delivery-outcome.ts';
import { bookingData } from '../webhooks/event-data.ts';
import { newWebhookSecret, signedHeaders } from '../webhooks/signature.ts';

const MINUTE = 60_000;

/**
 * The demo team's one webhook endpoint, so its settings page has something real to show: an address of
 * the reserved example.com, which took a booking's creation and then answered 410 Gone to its
 * confirmation, so it is disabled, as its owners' mail would say. Disabled, nothing ever leaves a demo
 * for it; its log is written as the delivery job would have written it.
 */
export async function seedWebhooks(trx: Knex.Transaction, team: Tenant): Promise<void> {
  const owner = await TenantMember.query(trx).findOne({ tenantId: team.id, role: 'owner' });
  const booking = await Booking.forTenant(team.id, trx)
    .where('status', 'CONFIRMED')
    .orderBy('createdAt')
    .first();
  if (!booking) throw new Error('demo: seed the bookings first');
  const endpoint = await WebhookEndpoint.forTenant(team.id, trx).insertAndFetch({
    url: 'https://hooks.example.com/exceed',
    description: 'CRM sync (demo)',
    events: ['booking.created', 'booking.confirmed', 'booking.cancelled'],
    secret: newWebhookSecret(),
    enabled: false,
    disabledReason: DISABLED_REASONS.gone,
    createdBy: owner?.userId ?? null,
  });
  const sent = async (
    type: WebhookEventType,
    minutesAgo: number,
    answer: { status: number; body: string },
  ) => {
    const at = new Date(Date.now() - minutesAgo * MINUTE);
    const payload: WebhookPayload = {
      id: randomUUID(),
      type,
      createdAt: at.toISOString(),
      tenantId: team.id,
      data: bookingData(booking),
    };
    const delivery = await WebhookDelivery.forTenant(team.id, trx).insert({
      endpointId: endpoint.id,
      eventId: payload.id,
      eventType: type,
      payload,
      status: answer.status < 300 ? 'SUCCEEDED' : 'FAILED',
      attempts: 1,
      lastResponseStatus: answer.status,
      createdAt: at,
      updatedAt: at,
    });
    await WebhookAttempt.forTenant(team.id, trx).insert({
      deliveryId: delivery.id,
      attempt: 1,
      startedAt: at,
      requestHeaders: signedHeaders(endpoint.secret, delivery.id, at, JSON.stringify(payload)),
      responseStatus: answer.status,
      responseBody: answer.body,
      durationMs: 184,
      error: null,
    });
  };
  await sent('booking.created', 90, { status: 200, body: '{"received":true}' });
  await sent('booking.confirmed', 75, { status: 410, body: 'Gone: this hook was removed.' });
}
