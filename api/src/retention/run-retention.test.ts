import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../test/identity-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { DatabaseFileStorage } from '../storage/database-file-storage.ts';
import { storeFile } from '../storage/store-file.ts';
import { runRetention } from './run-retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-30T12:00:00Z');
/** A time `days` before `now`: 31 is past a 30-day retention, 29 within it. */
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

async function addSession(knex: Knex, userId: string, ip: string, fields: Record<string, Date>) {
  await knex('auth_sessions').insert({
    userId,
    kind: 'token',
    tokenHash: hashSecret(newSecret()),
    ip,
    expiresAt: now,
    ...fields,
  });
}

async function addChallenge(knex: Knex, email: string, fields: Record<string, Date>) {
  await knex('auth_challenges').insert({
    purpose: 'login',
    email,
    secretHash: hashSecret(newSecret()),
    expiresAt: now,
    ...fields,
  });
}

describe('the retention step', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('deletes what ended more than RETENTION_DAYS ago, keeps what is newer, and keeps failed jobs', async () => {
    const { knex } = db;
    const user = await createUser(knex);
    await addSession(knex, user.id, 'expired-long-ago', { expiresAt: ago(31) });
    await addSession(knex, user.id, 'revoked-long-ago', { revokedAt: ago(40), expiresAt: ago(-10) });
    await addSession(knex, user.id, 'expired-recently', { expiresAt: ago(29) });
    await addSession(knex, user.id, 'live', { expiresAt: ago(-20) });

    await addChallenge(knex, 'expired-long-ago', { expiresAt: ago(31) });
    await addChallenge(knex, 'used-long-ago', { consumedAt: ago(35), expiresAt: ago(-1) });
    await addChallenge(knex, 'used-recently', { consumedAt: ago(2), expiresAt: ago(1) });

    await knex('jobs').insert([
      { name: 'done-long-ago', doneAt: ago(31) },
      { name: 'done-recently', doneAt: ago(29) },
      { name: 'failed-long-ago', doneAt: ago(60), failed: true },
      { name: 'waiting', runAt: ago(31) },
    ]);

    await knex('stripe_events').insert([
      { id: 'evt_old', type: 'charge.refunded', receivedAt: ago(31) },
      { id: 'evt_new', type: 'charge.refunded', receivedAt: ago(29) },
    ]);

    const team = await createTenant(knex);
    const [endpoint] = await knex('webhook_endpoints')
      .insert({ tenantId: team.id, url: 'https://hooks.example.com/x', events: ['ping'], secret: 'whsec_x' })
      .returning('id');
    const delivery = (eventType: string, status: string, updatedAt: Date) => ({
      tenantId: team.id,
      endpointId: endpoint.id,
      eventId: team.id,
      eventType,
      payload: {},
      status,
      updatedAt,
    });
    await knex('webhook_deliveries').insert([
      delivery('sent-long-ago', 'SUCCEEDED', ago(31)),
      delivery('failed-long-ago', 'FAILED', ago(45)),
      delivery('sent-recently', 'SUCCEEDED', ago(29)),
      delivery('still-tried', 'PENDING', ago(31)),
    ]);

    const storage = new DatabaseFileStorage(knex);
    const upload = (filename: string) => ({
      field: 'file',
      filename,
      mimeType: 'text/plain',
      bytes: Buffer.from(filename),
    });
    const fields = { ownerId: user.id, mimeType: 'text/plain', width: null, height: null };
    const expired = await storeFile(storage, knex, upload('expired'), { ...fields, expiresAt: ago(0.5) });
    await storeFile(storage, knex, upload('temporary'), { ...fields, expiresAt: ago(-0.5) });
    await storeFile(storage, knex, upload('attached'), { ...fields, expiresAt: null });

    expect(await runRetention(knex, storage, 30, now)).toEqual({
      sessions: 2,
      challenges: 2,
      jobs: 1,
      stripeEvents: 1,
      files: 1,
      webhookDeliveries: 2,
    });

    const left = async (table: string, column: string) =>
      (await knex(table).select(column).orderBy(column)).map((row) => row[column]);
    expect(await left('auth_sessions', 'ip')).toEqual(['expired-recently', 'live']);
    expect(await left('auth_challenges', 'email')).toEqual(['used-recently']);
    expect(await left('jobs', 'name')).toEqual(['done-recently', 'failed-long-ago', 'waiting']);
    expect(await left('stripe_events', 'id')).toEqual(['evt_new']);
    expect(await left('files', 'originalName')).toEqual(['attached', 'temporary']);
    expect(await left('webhook_deliveries', 'eventType')).toEqual(['sent-recently', 'still-tried']);
    expect(await storage.has(expired.storageKey)).toBe(false);

    // A second pass finds nothing more: every replica may run it.
    expect(await runRetention(knex, storage, 30, now)).toEqual({
      sessions: 0,
      challenges: 0,
      jobs: 0,
      stripeEvents: 0,
      files: 0,
      webhookDeliveries: 0,
    });
  });
});
