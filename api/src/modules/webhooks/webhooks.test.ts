import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CreatedWebhookEndpointResource,
  WebhookDeliveryResource,
  WebhookEndpointResource,
  WebhookPayload,
} from '@exceed/contract';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule, type ScheduleFixture } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
import { paidBooking } from '../../../test/payment-fixtures.ts';
import { type ReceivedWebhook, startReceiver } from '../../../test/webhook-receiver.ts';
import { loadConfig } from '../../config.ts';
import { startJobRunner } from '../../jobs/runner.ts';
import type { User } from '../../models/user.ts';
import { webhookHandlers } from '../../webhooks/deliver-webhook.ts';
import { WEBHOOK_DELIVERY_JOB } from '../../webhooks/publish.ts';

const t = useApiTest({ env: { WEBHOOK_ALLOWED_PRIVATE: 'loopback' } });

type Errors = { message: string; errors: Record<string, string[]> };
const receivers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(options: Parameters<typeof startReceiver>[0] = {}) {
  const started = await startReceiver(options);
  receivers.push(started);
  return started;
}

/**
 * What a receiver does with a delivery, as docs/webhooks.md tells it to, written apart from the API's own
 * code: the HMAC-SHA256 of "{id}.{timestamp}.{body}" under the secret's key, compared with each v1
 * signature of the header, and a timestamp within five minutes.
 */
function verifies(secret: string, request: ReceivedWebhook): boolean {
  const id = String(request.headers['webhook-id']);
  const timestamp = String(request.headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest();
  return String(request.headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, signature = ''] = part.split(',');
      const given = Buffer.from(signature, 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** A schedule of a team, and the team's owner, who manages its webhooks. */
async function team(): Promise<ScheduleFixture & { owner: User; headers: Record<string, string> }> {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 1000 });
  const owner = await createUser(t.db.knex, { tenants: [{ tenant: fixture.team, role: 'owner' }] });
  return { ...fixture, owner, headers: await bearerFor(t.db.knex, owner) };
}

async function register(
  fixture: { team: { id: string }; headers: Record<string, string> },
  body: Record<string, unknown>,
) {
  return t.app.json<{ data: CreatedWebhookEndpointResource } & Errors>(
    `/v1/tenants/${fixture.team.id}/webhook-endpoints`,
    { method: 'POST', headers: fixture.headers, json: body },
  );
}

async function endpointFor(fixture: Awaited<ReturnType<typeof team>>, url: string, events: string[]) {
  const made = await register(fixture, { url, events, description: 'Our CRM' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

const deliveriesOf = async (fixture: Awaited<ReturnType<typeof team>>, endpointId: string) =>
  (
    await t.app.json<{ data: WebhookDeliveryResource[]; meta: { total: number } }>(
      `/v1/tenants/${fixture.team.id}/webhook-endpoints/${endpointId}/deliveries`,
      { headers: fixture.headers },
    )
  ).body;

const sendWebhooks = () => t.app.jobs.drain([WEBHOOK_DELIVERY_JOB]);

/** Time moves on to the next attempt: what is due in the next `minutes` is due now. */
async function minutesPass(minutes: number) {
  const by = `${minutes} minutes`;
  await t.db.knex.raw(`update webhook_deliveries set next_attempt_at = next_attempt_at - ?::interval`, [by]);
  await t.db.knex.raw('update jobs set run_at = run_at - ?::interval where done_at is null', [by]);
}

const payloadOf = (request: ReceivedWebhook | undefined) =>
  JSON.parse(request?.body ?? '{}') as WebhookPayload;

describe('webhook endpoints', () => {
  it('shows the secret once, and sends an event that verifies by its signature, logged', async () => {
    const fixture = await team();
    const hook = await receiver();
    const endpoint = await endpointFor(fixture, hook.url, ['booking.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: hook.url, events: ['booking.created'], enabled: true });
    const listed = await t.app.json<{ data: WebhookEndpointResource[] }>(
      `/v1/tenants/${fixture.team.id}/webhook-endpoints`,
      { headers: fixture.headers },
    );
    expect(listed.body.data).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);

    const booked = await book(t.app, t.db.knex, fixture.schedule.id, 2);
    expect(booked.status).toBe(201);
    // Nothing leaves before the job runs, after the booking committed.
    expect(hook.received).toHaveLength(0);
    await sendWebhooks();
    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    expect(request && verifies(endpoint.secret, request)).toBe(true);
    expect(request && verifies(`whsec_${Buffer.alloc(32).toString('base64')}`, request)).toBe(false);
    expect(request?.headers['content-type']).toBe('application/json');
    const payload = payloadOf(request);
    expect(payload).toMatchObject({
      type: 'booking.created',
      tenantId: fixture.team.id,
      data: { id: booked.body.data.id, status: 'PENDING', seats: 2, total: 20, currency: 'USD' },
    });

    const log = await deliveriesOf(fixture, endpoint.id);
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      id: request?.headers['webhook-id'],
      eventType: 'booking.created',
      status: 'SUCCEEDED',
      attempts: 1,
      payload: { id: payload.id },
    });
    expect(log.data[0]?.attemptLog).toEqual([
      expect.objectContaining({ attempt: 1, responseStatus: 200, responseBody: 'answered 200', error: null }),
    ]);
    const shown = await t.app.json<{ data: WebhookEndpointResource }>(
      `/v1/tenants/${fixture.team.id}/webhook-endpoints/${endpoint.id}`,
      { headers: fixture.headers },
    );
    expect(shown.body.data.lastDelivery).toMatchObject({ status: 'SUCCEEDED', responseStatus: 200 });
  });

  it("tells each of a paid booking's events to the endpoints that chose them, and no others", async () => {
    const fixture = await team();
    const all = await receiver();
    const payouts = await receiver();
    await endpointFor(fixture, all.url, [
      'booking.created',
      'booking.confirmed',
      'booking.cancelled',
      'payment.succeeded',
      'payment.refunded',
    ]);
    await endpointFor(fixture, payouts.url, ['payout.paid']);
    const paid = await paidBooking(t.app, t.db.knex, 1, fixture);
    const cancelled = await t.app.json(`/v1/bookings/${paid.id}/cancellations`, {
      method: 'POST',
      headers: paid.headers,
      json: { seats: 1, cancellationReason: 'Plans changed.' },
    });
    expect(cancelled.status).toBe(200);
    // The refund is made at Stripe by its job, and recorded once it is.
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const events = all.received.map((request) => payloadOf(request));
    expect(events.map((event) => event.type).sort()).toEqual([
      'booking.cancelled',
      'booking.confirmed',
      'booking.created',
      'payment.refunded',
      'payment.succeeded',
    ]);
    expect(events.find((event) => event.type === 'payment.refunded')?.data).toMatchObject({
      bookingId: paid.id,
      amount: 10,
      currency: 'USD',
    });
    expect(events.every((event) => event.data.id === paid.id || event.data.bookingId === paid.id)).toBe(true);
    expect(payouts.received).toHaveLength(0);
  });

  it('tries again after a 500, with the same webhook-id, until the receiver takes it', async () => {
    const fixture = await team();
    const hook = await receiver({ statuses: [500, 503, 200] });
    const endpoint = await endpointFor(fixture, hook.url, ['booking.created']);
    await book(t.app, t.db.knex, fixture.schedule.id, 1);
    await sendWebhooks();
    expect(hook.received).toHaveLength(1);
    let [delivery] = (await deliveriesOf(fixture, endpoint.id)).data;
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1 });
    // The first retry waits a minute: not sooner.
    const wait = Date.parse(delivery?.nextAttemptAt ?? '') - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await sendWebhooks();
    expect(hook.received).toHaveLength(1);
    await minutesPass(1);
    await sendWebhooks();
    expect(hook.received).toHaveLength(2);
    await minutesPass(5);
    await sendWebhooks();
    expect(hook.received).toHaveLength(3);
    const ids = new Set(hook.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect(hook.received.every((request) => verifies(endpoint.secret, request))).toBe(true);
    [delivery] = (await deliveriesOf(fixture, endpoint.id)).data;
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 3, nextAttemptAt: null });
    expect(delivery?.attemptLog.map((attempt) => [attempt.attempt, attempt.responseStatus])).toEqual([
      [3, 200],
      [2, 503],
      [1, 500],
    ]);
    const shown = await t.app.json<{ data: WebhookEndpointResource }>(
      `/v1/tenants/${fixture.team.id}/webhook-endpoints/${endpoint.id}`,
      { headers: fixture.headers },
    );
    expect(shown.body.data.failureCount).toBe(0);
  });

  it('sends each event once while two workers drain the queue, however often it is woken', async () => {
    const fixture = await team();
    const hook = await receiver({ delayMs: 150 });
    const endpoint = await endpointFor(fixture, hook.url, ['booking.created']);
    for (let index = 0; index < 3; index += 1) await book(t.app, t.db.knex, fixture.schedule.id, 1);
    // Redeliver asked while each is still waiting: every delivery has two jobs due at once.
    const { data } = await deliveriesOf(fixture, endpoint.id);
    for (const delivery of data) {
      const again = await t.app.json(
        `/v1/tenants/${fixture.team.id}/webhook-deliveries/${delivery.id}/redeliver`,
        { method: 'POST', headers: fixture.headers },
      );
      expect(again.status).toBe(200);
    }
    const config = loadConfig({ WEBHOOK_ALLOWED_PRIVATE: 'loopback', LOG_LEVEL: 'silent' });
    const second = startJobRunner({
      knex: t.db.knex,
      handlers: webhookHandlers(t.db.knex, config),
      logger: pino({ level: 'silent' }),
      pollMs: undefined,
    });
    const ran = await Promise.all([sendWebhooks(), second.drain([WEBHOOK_DELIVERY_JOB])]);
    await second.stop();
    expect(ran[0] + ran[1]).toBe(6);
    expect(ran[0]).toBeGreaterThan(0);
    expect(ran[1]).toBeGreaterThan(0);
    const ids = hook.received.map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    const log = await deliveriesOf(fixture, endpoint.id);
    expect(log.data.map((delivery) => [delivery.status, delivery.attempts])).toEqual([
      ['SUCCEEDED', 1],
      ['SUCCEEDED', 1],
      ['SUCCEEDED', 1],
    ]);
  });

  it('stops after a 410: the endpoint is disabled, its owners mailed, until it is enabled again', async () => {
    const fixture = await team();
    const secondOwner = await createUser(t.db.knex, { tenants: [{ tenant: fixture.team, role: 'owner' }] });
    const hook = await receiver({ statuses: [410] });
    const endpoint = await endpointFor(fixture, hook.url, ['booking.created']);
    await book(t.app, t.db.knex, fixture.schedule.id, 1);
    await sendWebhooks();
    const path = `/v1/tenants/${fixture.team.id}/webhook-endpoints/${endpoint.id}`;
    const shown = await t.app.json<{ data: WebhookEndpointResource }>(path, { headers: fixture.headers });
    expect(shown.body.data).toMatchObject({
      enabled: false,
      disabledReason: 'The endpoint answered 410 Gone: it asked not to be sent anything more.',
    });
    const [delivery] = (await deliveriesOf(fixture, endpoint.id)).data;
    expect(delivery).toMatchObject({ status: 'FAILED', abilities: { redeliver: false } });

    await t.app.jobs.drain();
    const mails = (await outbox(t.app)).filter(
      (mail) => mail.subject === `Webhook disabled: ${fixture.team.name}`,
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual([fixture.owner.email, secondOwner.email].sort());
    expect(mails[0]?.text).toContain(hook.url);
    expect(mails[0]?.text).toContain(`/t/${fixture.team.slug}/settings#webhooks`);
    expect(mails.some((mail) => mail.to === fixture.coach.email)).toBe(false);

    // Nothing more is sent, nor queued, while it is disabled.
    await book(t.app, t.db.knex, fixture.schedule.id, 1);
    await sendWebhooks();
    expect(hook.received).toHaveLength(1);
    expect((await deliveriesOf(fixture, endpoint.id)).meta.total).toBe(1);
    const refused = await t.app.json<Errors>(
      `/v1/tenants/${fixture.team.id}/webhook-deliveries/${delivery?.id}/redeliver`,
      { method: 'POST', headers: fixture.headers },
    );
    expect([refused.status, refused.body.errors]).toEqual([
      422,
      { endpoint: ['Enable the endpoint before redelivering to it.'] },
    ]);

    const enabled = await t.app.json<{ data: WebhookEndpointResource }>(path, {
      method: 'PATCH',
      headers: fixture.headers,
      json: { enabled: true },
    });
    expect(enabled.body.data).toMatchObject({ enabled: true, disabledReason: null, failureCount: 0 });
  });

  it('disables an endpoint after five deliveries in a row failed every attempt', async () => {
    const fixture = await team();
    const hook = await receiver({ statuses: [500] });
    const endpoint = await endpointFor(fixture, hook.url, ['booking.created']);
    for (let index = 0; index < 5; index += 1) await book(t.app, t.db.knex, fixture.schedule.id, 1);
    await sendWebhooks();
    // Eleven attempts each over about three days (71 h 36 min of waits).
    for (const minutes of [1, 5, 30, 120, 300, 600, 600, 600, 840, 1200]) {
      const path = `/v1/tenants/${fixture.team.id}/webhook-endpoints/${endpoint.id}`;
      const shown = await t.app.json<{ data: WebhookEndpointResource }>(path, { headers: fixture.headers });
      expect(shown.body.data.enabled).toBe(true);
      await minutesPass(minutes);
      await sendWebhooks();
    }
    expect(hook.received).toHaveLength(55);
    const log = await deliveriesOf(fixture, endpoint.id);
    expect(log.data.map((delivery) => [delivery.status, delivery.attempts])).toEqual(
      Array.from({ length: 5 }, () => ['FAILED', 11]),
    );
    const shown = await t.app.json<{ data: WebhookEndpointResource }>(
      `/v1/tenants/${fixture.team.id}/webhook-endpoints/${endpoint.id}`,
      { headers: fixture.headers },
    );
    expect(shown.body.data).toMatchObject({
      enabled: false,
      failureCount: 5,
      disabledReason: '5 deliveries in a row failed every attempt over three days.',
    });
  });

  it('refuses a private address when it is registered, and again when it is sent', async () => {
    const fixture = await team();
    const privateMessage =
      'This address is on a private, loopback or link-local network, which webhooks may not reach.';
    for (const url of [
      'http://10.0.0.1/hook',
      'https://169.254.169.254/latest',
      'https://[::ffff:192.168.0.1]/',
    ]) {
      const refused = await register(fixture, { url, events: ['booking.created'] });
      expect([url, refused.status, refused.body]).toEqual([
        url,
        422,
        { message: privateMessage, errors: { url: [privateMessage] } },
      ]);
    }
    const noEvents = await register(fixture, { url: 'http://127.0.0.1:9/hook', events: [] });
    expect([noEvents.status, noEvents.body.errors]).toEqual([
      422,
      { events: ['Choose at least one event.'] },
    ]);

    const hook = await receiver();
    const endpoint = await endpointFor(fixture, hook.url.replace('127.0.0.1', 'localhost'), [
      'booking.created',
    ]);
    const moved = await t.app.json<Errors>(
      `/v1/tenants/${fixture.team.id}/webhook-endpoints/${endpoint.id}`,
      {
        method: 'PATCH',
        headers: fixture.headers,
        json: { url: 'http://192.168.1.20/hook' },
      },
    );
    expect([moved.status, moved.body.errors]).toEqual([422, { url: [privateMessage] }]);

    // Later the deployment stops opening loopback (as a name may later resolve elsewhere): the attempt
    // checks the address again and sends nothing.
    const strict = loadConfig({ LOG_LEVEL: 'silent' });
    const worker = startJobRunner({
      knex: t.db.knex,
      handlers: webhookHandlers(t.db.knex, strict),
      logger: pino({ level: 'silent' }),
      pollMs: undefined,
    });
    await book(t.app, t.db.knex, fixture.schedule.id, 1);
    await worker.drain([WEBHOOK_DELIVERY_JOB]);
    await worker.stop();
    expect(hook.received).toHaveLength(0);
    const [delivery] = (await deliveriesOf(fixture, endpoint.id)).data;
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(delivery?.attemptLog[0]).toMatchObject({ responseStatus: null, error: privateMessage });
    // Where it is open, the next attempt reaches the receiver through the name it resolved.
    await minutesPass(1);
    await sendWebhooks();
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]?.headers.host).toBe(new URL(endpoint.url).host);
  });

  it('sends a ping on demand, deletes an endpoint with its log, and lets only owners and admins in', async () => {
    const fixture = await team();
    const hook = await receiver();
    const endpoint = await endpointFor(fixture, hook.url, ['payout.paid']);
    const base = `/v1/tenants/${fixture.team.id}/webhook-endpoints`;
    const ping = await t.app.json<{ data: WebhookDeliveryResource }>(`${base}/${endpoint.id}/test`, {
      method: 'POST',
      headers: fixture.headers,
    });
    expect(ping.status).toBe(201);
    await sendWebhooks();
    expect(payloadOf(hook.received[0])).toMatchObject({ type: 'ping', data: { endpointId: endpoint.id } });
    expect(hook.received[0] && verifies(endpoint.secret, hook.received[0])).toBe(true);

    const admin = await createUser(t.db.knex, { tenants: [{ tenant: fixture.team, role: 'admin' }] });
    const asAdmin = await t.app.json(base, { headers: await bearerFor(t.db.knex, admin) });
    expect(asAdmin.status).toBe(200);
    const asCoach = await t.app.json(base, { headers: await bearerFor(t.db.knex, fixture.coach) });
    expect(asCoach.status).toBe(403);

    const deleted = await t.app.json(`${base}/${endpoint.id}`, {
      method: 'DELETE',
      headers: fixture.headers,
    });
    expect(deleted.status).toBe(204);
    expect((await t.app.json(`${base}/${endpoint.id}`, { headers: fixture.headers })).status).toBe(404);
    // PostgreSQL counts as text, PGlite as a number: compared as numbers, it runs the same on both.
    const [left] = await t.db
      .knex('webhook_deliveries')
      .where({ endpoint_id: endpoint.id })
      .count({ n: '*' });
    expect(Number(left?.n)).toBe(0);
  });
});
