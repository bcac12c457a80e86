/**
 * What the booking benchmarks rush at, written straight into a bench database: a cast (one team, its
 * coach and clients with bearer tokens) and published schedules of a given number of seats; and the
 * booking each client sends, on a connection of its own.
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

/** The rush's people: a team, its coach and the clients with bearer tokens. */
export interface Cast {
  teamId: string;
  coachId: string;
  clients: Array<{ id: string; token: string }>;
}

export async function createCast(knex: Knex, clients: number): Promise<Cast> {
  const [team] = await knex('tenants').insert({ name: 'Rush', slug: 'rush', plan: 'free' }).returning('id');
  const [coach] = await knex('users')
    .insert({ username: 'rushcoach', email: 'coach@rush.test', status: 'active' })
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
  return {
    teamId: team.id,
    coachId: coach.id,
    clients: users.map(({ id }, i) => ({ id, token: tokens[i] ?? '' })),
  };
}

/** A published schedule, starting tomorrow, of a new workshop (`slug`) of `seats` seats. */
export async function createSchedule(knex: Knex, cast: Cast, seats: number, slug: string): Promise<string> {
  const [workshop] = await knex('workshops')
    .insert({
      tenant_id: cast.teamId,
      coach_id: cast.coachId,
      title: `The rush ${slug}`,
      slug,
      price_minor: 5000,
      max_seats: seats,
      status: 'PUBLISHED',
    })
    .returning('id');
  const start = new Date(Date.now() + 86_400_000);
  const [schedule] = await knex('workshop_schedules')
    .insert({
      tenant_id: cast.teamId,
      workshop_id: workshop.id,
      coach_id: cast.coachId,
      start_date: start,
      end_date: new Date(start.getTime() + 3_600_000),
      status: 'PUBLISHED',
    })
    .returning('id');
  return schedule.id;
}

/** An answer: its status, its `message` (an error's), and its `data.id` (a created booking's or intent's). */
export interface RushAnswer {
  status: number;
  message: string;
  id: string | undefined;
}

/** One client's POST /v1/bookings of one seat at the schedule, with the extra fields given. */
export function bookOneSeat(
  appUrl: string,
  scheduleId: string,
  client: Cast['clients'][number],
  extra: Record<string, unknown> = {},
): Promise<RushAnswer> {
  const body = { userId: client.id, workshopScheduleId: scheduleId, seats: 1, address: ADDRESS, ...extra };
  return post(`${appUrl}/v1/bookings`, client.token, JSON.stringify(body));
}

/**
 * POSTs JSON on a connection of its own (agent: false), as 500 browsers would: nothing queues in the
 * client, so the latencies are the server's. Without a token, as a guest.
 */
export function post(url: string, token: string | undefined, body: string): Promise<RushAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
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
