import type { WaitlistEntryAbilities, WaitlistEntryResource } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { address } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { waitlistFixtures } from '../../test/waitlist-fixtures.ts';

/**
 * Issue 31: the abilities sent with a waitlist entry agree with its routes. An entry is put in each state
 * its person meets (waiting, offered, offered past the offer's end before the job has run, left), then
 * read by its person and by a stranger; each ability is tried on its route on an entry of its own:
 * granted ⇔ the route answers 2xx; refused ⇒ 404 (not the caller's, or out of the line) or 422 (no offer).
 */
const t = useApiTest();

const { fullSchedule, join, runOffers, freeSeats } = waitlistFixtures(t);

type State = 'waiting' | 'offered' | 'lapsed' | 'left';

/** An entry of a person in `state`, with the headers of its person. */
async function entryIn(state: State) {
  const { schedule, booking } = await fullSchedule();
  const joined = await join(schedule.id);
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const { id } = joined.body.data;
  if (state === 'offered' || state === 'lapsed') {
    await freeSeats(booking);
    await runOffers();
  }
  // The offer's end has passed, but the job that marks it EXPIRED has not run yet.
  if (state === 'lapsed') {
    await t.db
      .knex('waitlist_entries')
      .where({ id })
      .update({ offer_expires_at: new Date(Date.now() - 1000) });
  }
  if (state === 'left') {
    const left = await t.app.json(`/v1/waitlist-entries/${id}`, {
      method: 'DELETE',
      headers: joined.headers,
    });
    expect(left.status).toBe(204);
  }
  return { id, headers: joined.headers };
}

const NONE: WaitlistEntryAbilities = { claim: false, decline: false, leave: false };

/** The abilities `headers` is shown on entry `id`: none when it cannot read it. */
async function shown(id: string, headers: Record<string, string>): Promise<WaitlistEntryAbilities> {
  const res = await t.app.json<{ data: WaitlistEntryResource }>(`/v1/waitlist-entries/${id}`, { headers });
  if (res.status !== 200) {
    expect(res.status).toBe(404);
    return NONE;
  }
  const listed = await t.app.json<{ data: WaitlistEntryResource[] }>('/v1/waitlist-entries', { headers });
  expect(listed.body.data.find((entry) => entry.id === id)?.abilities).toEqual(res.body.data.abilities);
  return res.body.data.abilities;
}

/** Each ability's route, on entry `id` as `headers`. */
const ROUTES: Record<
  keyof WaitlistEntryAbilities,
  (id: string, headers: Record<string, string>) => Promise<number>
> = {
  claim: async (id, headers) =>
    (
      await t.app.json(`/v1/waitlist-entries/${id}/claim`, {
        method: 'POST',
        headers,
        json: { address },
      })
    ).status,
  decline: async (id, headers) =>
    (await t.app.json(`/v1/waitlist-entries/${id}/decline`, { method: 'POST', headers })).status,
  leave: async (id, headers) =>
    (await t.app.json(`/v1/waitlist-entries/${id}`, { method: 'DELETE', headers })).status,
};

const EXPECTED: Record<State, WaitlistEntryAbilities> = {
  waiting: { claim: false, decline: false, leave: true },
  offered: { claim: true, decline: true, leave: true },
  lapsed: { claim: false, decline: true, leave: true },
  left: NONE,
};

describe('waitlist entry abilities', () => {
  for (const state of Object.keys(EXPECTED) as State[]) {
    it(`agree with the routes on an entry ${state}, for its person and for a stranger`, async () => {
      const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
      const { id, headers } = await entryIn(state);
      expect(await shown(id, headers)).toEqual(EXPECTED[state]);
      expect(await shown(id, stranger)).toEqual(NONE);
      for (const ability of Object.keys(ROUTES) as Array<keyof WaitlistEntryAbilities>) {
        const fresh = await entryIn(state);
        const granted = (await shown(fresh.id, fresh.headers))[ability];
        expect(await ROUTES[ability](fresh.id, stranger), `${ability} as a stranger`).toBe(404);
        const status = await ROUTES[ability](fresh.id, fresh.headers);
        if (granted) expect(status, `${ability} on an entry ${state}`).toBeLessThan(300);
        else expect([404, 422], `${ability} on an entry ${state}: ${status}`).toContain(status);
      }
    });
  }
});
