/**
 * What the booking benchmarks rush at: one team, coach, workshop and published schedule of `seats` seats,
 * and `clients` clients with bearer tokens, written straight into a bench database; and the booking each
 * client sends, on a connection of its own.
 */
import http from 'node:http';
import type { Knex } from 'knex';
import { hashSecret, newSecret } from '../api/src/auth/secrets.ts';

const ADDRESS = {
  addressLine1: '1 Main St',
  city: 'Berlin',
  state: 'BE',
  zip: '10115',
  country: 'DE',
};

export interface Rush {
  scheduleId: string;
  clients: Array<{ id: string; token: string }>;
}

export async function createRush(knex: Knex, clients: number, seats: number): Promise<Rush> {
  const [team] = await knex('tenants').insert({ name: 'Rush', slug: 'rush', plan: 'free' }).returning('id');
  const [coach] = await knex('users')
    .insert({ username: 'rushcoach', email: 'coach@rush.test', status: 'active' })
    .returning('id');
  const [workshop] = await knex('workshops')
    .insert({
      tenant_id: team.id,
      coach_id: coach.id,
      title: 'The rush',
      slug: 'the-rush',
      price_minor: 5000,
      max_seats: seats,
      status: 'PUBLISHED',
    })
    .returning('id');
  const start = new Date(Date.now() + 86_400_000);
  const [schedule] = await knex('workshop_schedules')
    .insert({
      tenant_id: team.id,
      workshop_id: workshop.id,
      coach_id: coach.id,
      start_date: start,
      end_date: new Date(start.getTime() + 3_600_000),
      status: 'PUBLISHED',
    })
    .returning('id');
  const users: Array<{ id: string }> = await knex('users')
    .insert(
      Array.from({ length: clients }, (_, i) => ({
        username: `client${i}`,
        email: `client${i}@rush.test`,
        status: 'active',
      })),
    )
    .returning('id');
  const tokens = users.map(() => newSecret());
  await knex('auth_sessions').insert(
    users.map(({ id }, i) => ({
      user_id: id,
      kind: 'token',
      token_hash: hashSecret(tokens[i] ?? ''),
      expires_at: new Date(Date.now() + 3_600_000),
    })),
  );
  return { scheduleId: schedule.id, clients: users.map(({ id }, i) => ({ id, token: tokens[i] ?? '' })) };
}

/** An answer: its status, its `message` (an error's), and its `data.id` (a created booking's). */
export interface RushAnswer {
  status: number;
  message: string;
  id: string | undefined;
}

/** One client's POST /v1/bookings of one seat at the rush's schedule. */
export function bookOneSeat(
  appUrl: string,
  rush: Rush,
  client: Rush['clients'][number],
): Promise<RushAnswer> {
  const body = { userId: client.id, workshopScheduleId: rush.scheduleId, seats: 1, address: ADDRESS };
  return post(`${appUrl}/v1/bookings`, client.token, JSON.stringify(body));
}

/**
 * POSTs JSON on a connection of its own (agent: false), as 500 browsers would: nothing queues in the
 * client, so the latencies are the server's.
 */
function post(url: string, token: string, body: string): Promise<RushAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: { message?: unknown; data?: { id?: unknown } } = {};
          try {
            json = JSON.parse(text) as typeof json;
          } catch {
            json = { message: text };
          }
          const id = typeof json.data?.id === 'string' ? json.data.id : undefined;
          resolve({ status: res.statusCode ?? 0, message: String(json.message ?? ''), id });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
