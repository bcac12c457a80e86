import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { Tag } from '../../models/tag.ts';
import type { Tenant } from '../../models/tenant.ts';
import type { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';

const t = useApiTest();

interface WorkshopData {
  id: string;
  coachId: string;
  title: string;
  slug: string;
  price: number;
  minSeats: number;
  maxSeats: number;
  status: string;
  createdAt: string;
  coach?: { id: string; username: string };
  resources?: Array<{ id: string }>;
  tags: Array<{ id: string; name: string; slug: string }>;
}
interface WorkshopAnswer {
  data: WorkshopData;
  errors: Record<string, string[]>;
}
interface WorkshopPage {
  data: WorkshopData[];
  meta: { total: number };
}

/** Headers of a user acting in a team: a bearer token (no CSRF needed) and X-Team. */
async function as(user: User, team: Tenant): Promise<Record<string, string>> {
  return { ...(await bearerFor(t.db.knex, user)), 'X-Team': team.slug };
}

/** A team with a coach of it. */
async function coachedTeam() {
  const team = await createTenant(t.db.knex);
  const coach = await createUser(t.db.knex, { roles: ['coach'], tenants: [team] });
  return { team, coach, headers: await as(coach, team) };
}

const post = (headers: Record<string, string>, json: Record<string, unknown>) =>
  t.app.json<WorkshopAnswer>('/v1/workshops', { method: 'POST', headers, json });

describe('/v1/workshops', () => {
  it('creates, shows, updates (PATCH and PUT), deletes and restores a workshop', async () => {
    const { coach, headers } = await coachedTeam();
    const created = await post(headers, { title: 'Prompting 101', price: 49.99 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      coachId: coach.id,
      title: 'Prompting 101',
      slug: 'prompting-101',
      price: 49.99,
      minSeats: 1,
      maxSeats: 20,
      status: 'DRAFT',
    });
    expect(created.body.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    const id = created.body.data.id;

    const shown = await t.app.json<WorkshopAnswer>(`/v1/workshops/${id}?include=coach,resources`, {
      headers,
    });
    expect(shown.body.data).toMatchObject({ id, coach: { id: coach.id }, resources: [] });

    const patched = await t.app.json<WorkshopAnswer>(`/v1/workshops/${id}`, {
      method: 'PATCH',
      headers,
      json: { price: 10.1, maxSeats: 5 },
    });
    expect(patched.body.data).toMatchObject({ title: 'Prompting 101', price: 10.1, maxSeats: 5 });
    const put = await t.app.json<WorkshopAnswer>(`/v1/workshops/${id}`, {
      method: 'PUT',
      headers,
      json: { status: 'PUBLISHED' },
    });
    expect(put.body.data).toMatchObject({ status: 'PUBLISHED', price: 10.1 });

    expect((await t.app.json(`/v1/workshops/${id}`, { method: 'DELETE', headers })).status).toBe(204);
    expect((await t.app.json(`/v1/workshops/${id}`, { headers })).status).toBe(404);
    const list = await t.app.json<WorkshopPage>('/v1/workshops', { headers });
    expect(list.body.data.map((workshop) => workshop.id)).not.toContain(id);

    const restored = await t.app.json<WorkshopAnswer>(`/v1/workshops/${id}/restore`, {
      method: 'POST',
      headers,
    });
    expect(restored).toMatchObject({ status: 200, body: { data: { id } } });
    const again = await t.app.json<WorkshopPage>('/v1/workshops', { headers });
    expect(again.body.data.map((workshop) => workshop.id)).toContain(id);
  });

  it('lists newest first with the status, coachId and q filters and pagination', async () => {
    const { team, coach, headers } = await coachedTeam();
    const other = await createUser(t.db.knex, { roles: ['coach'], tenants: [team] });
    const first = await post(headers, { title: 'Alpha agents', price: 1 });
    const second = await post(headers, { title: 'Beta 50%_off', price: 1, status: 'PUBLISHED' });
    const third = await post(await as(other, team), { title: 'Gamma agents', price: 1 });
    const ids = (page: WorkshopPage) => page.data.map((workshop) => workshop.id);

    const all = await t.app.json<WorkshopPage>('/v1/workshops', { headers });
    expect(ids(all.body)).toEqual([third.body.data.id, second.body.data.id, first.body.data.id]);
    const paged = await t.app.json<WorkshopPage>('/v1/workshops?perPage=1&page=2', { headers });
    expect({ ids: ids(paged.body), total: paged.body.meta.total }).toEqual({
      ids: [second.body.data.id],
      total: 3,
    });
    const published = await t.app.json<WorkshopPage>('/v1/workshops?status=PUBLISHED', { headers });
    expect(ids(published.body)).toEqual([second.body.data.id]);
    const mine = await t.app.json<WorkshopPage>(`/v1/workshops?coachId=${coach.id}`, { headers });
    expect(ids(mine.body)).toEqual([second.body.data.id, first.body.data.id]);
    const search = await t.app.json<WorkshopPage>('/v1/workshops?q=AGENTS', { headers });
    expect(ids(search.body)).toEqual([third.body.data.id, first.body.data.id]);
    // % and _ of the search are literal characters, not wildcards.
    const literal = await t.app.json<WorkshopPage>(`/v1/workshops?q=${encodeURIComponent('0%_')}`, {
      headers,
    });
    expect(ids(literal.body)).toEqual([second.body.data.id]);
    const badInclude = await t.app.json<WorkshopAnswer>('/v1/workshops?include=secrets', { headers });
    expect(badInclude.status).toBe(422);
  });

  it('makes slugs from titles, unique per tenant including deleted ones; a taken explicit slug is a 422', async () => {
    const { headers } = await coachedTeam();
    const one = await post(headers, { title: '  Hello, World!  ', price: 5 });
    const two = await post(headers, { title: 'Hello World', price: 5 });
    expect([one.body.data.slug, two.body.data.slug]).toEqual(['hello-world', 'hello-world-2']);
    await t.app.json(`/v1/workshops/${two.body.data.id}`, { method: 'DELETE', headers });
    const three = await post(headers, { title: 'hello world', price: 5 });
    expect(three.body.data.slug).toBe('hello-world-3');
    const taken = await post(headers, { title: 'Another', slug: 'hello-world', price: 5 });
    expect(taken).toMatchObject({
      status: 422,
      body: { errors: { slug: ['The slug has already been taken.'] } },
    });
    // Another tenant may use the same slug.
    const elsewhere = await post((await coachedTeam()).headers, { title: 'Hello world', price: 5 });
    expect(elsewhere.body.data.slug).toBe('hello-world');
  });

  it('answers 422 with the field of each broken rule', async () => {
    const { headers } = await coachedTeam();
    const short = await post(headers, { title: 'ab', price: 1 });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['title']);
    const long = await post(headers, { title: 'x'.repeat(256), price: 1 });
    expect(Object.keys(long.body.errors)).toEqual(['title']);
    const media = await post(headers, {
      title: 'Media',
      price: 1,
      image: 'not a url',
      video: 'ftp://x.test/v',
    });
    expect(Object.keys(media.body.errors).sort()).toEqual(['image', 'video']);
    const longImage = await post(headers, {
      title: 'Media',
      price: 1,
      image: `https://x.test/${'a'.repeat(250)}`,
    });
    expect(Object.keys(longImage.body.errors)).toEqual(['image']);
    const seats = await post(headers, { title: 'Seats', price: 1, minSeats: 5, maxSeats: 4 });
    expect(seats).toMatchObject({
      status: 422,
      body: { errors: { maxSeats: ['Max seats must be at least min seats.'] } },
    });
    const status = await post(headers, { title: 'Status', price: 1, status: 'LIVE' });
    expect(status.body.errors.status).toEqual(['Please select a valid status']);

    const ok = await post(headers, { title: 'Seats', price: 1, minSeats: 2, maxSeats: 3 });
    const patched = await t.app.json<WorkshopAnswer>(`/v1/workshops/${ok.body.data.id}`, {
      method: 'PATCH',
      headers,
      json: { minSeats: 4 },
    });
    expect(patched.body.errors).toEqual({ maxSeats: ['Max seats must be at least min seats.'] });
  });

  it('takes a most-seats-per-booking between 1 and max seats, null meaning max seats', async () => {
    const { headers } = await coachedTeam();
    const range = { maxSeatsPerBooking: ['Seats per booking must be between 1 and max seats.'] };
    for (const maxSeatsPerBooking of [0, 6]) {
      const refused = await post(headers, { title: 'Seats', price: 1, maxSeats: 5, maxSeatsPerBooking });
      expect(refused).toMatchObject({ status: 422, body: { errors: range } });
    }
    const made = await post(headers, { title: 'Seats', price: 1, maxSeats: 5 });
    expect(made.body.data).toMatchObject({ maxSeats: 5, maxSeatsPerBooking: null });
    const path = `/v1/workshops/${made.body.data.id}`;
    const set = await t.app.json<WorkshopAnswer>(path, {
      method: 'PATCH',
      headers,
      json: { maxSeatsPerBooking: 2 },
    });
    expect(set.body.data).toMatchObject({ maxSeats: 5, maxSeatsPerBooking: 2 });
    // Lowering the capacity below it is refused on the field that would break the rule.
    const lowered = await t.app.json<WorkshopAnswer>(path, {
      method: 'PATCH',
      headers,
      json: { maxSeats: 1 },
    });
    expect(lowered).toMatchObject({ status: 422, body: { errors: range } });
  });

  it('keeps a price in minor units of its currency, refusing decimals the currency has not', async () => {
    const { team, headers } = await coachedTeam();
    const stored = async (id: string) =>
      (await Workshop.forTenant(team.id, t.db.knex).findById(id))?.priceMinor;
    const yen = await post(headers, { title: 'Yen', price: 1000, currency: 'jpy' });
    expect(yen.body.data).toMatchObject({ price: 1000, currency: 'JPY' });
    expect(await stored(yen.body.data.id)).toBe(1000);
    const dinar = await post(headers, { title: 'Dinar', price: 1.5, currency: 'KWD' });
    expect(await stored(dinar.body.data.id)).toBe(1500);
    expect((await post(headers, { title: 'Half a yen', price: 1000.5, currency: 'JPY' })).body).toMatchObject(
      {
        errors: { price: ['Prices in JPY are whole numbers.'] },
      },
    );

    // A new currency keeps the price as people read it, in the new currency's minor units.
    const patch = (json: Record<string, unknown>) =>
      t.app.json<WorkshopAnswer>(`/v1/workshops/${yen.body.data.id}`, { method: 'PATCH', headers, json });
    expect((await patch({ currency: 'USD' })).body.data).toMatchObject({ price: 1000, currency: 'USD' });
    expect(await stored(yen.body.data.id)).toBe(100_000);
    expect((await patch({ price: 49.99 })).body.data).toMatchObject({ price: 49.99, currency: 'USD' });
    expect((await patch({ currency: 'JPY' })).body.errors).toEqual({
      price: ['Prices in JPY are whole numbers.'],
    });
    expect((await patch({ currency: 'JPY', price: 5000 })).body.data).toMatchObject({ price: 5000 });
    expect(await stored(yen.body.data.id)).toBe(5000);
  });

  it("lets a coach read another coach's workshop but not change, delete or restore it", async () => {
    const { team, headers } = await coachedTeam();
    const created = await post(headers, { title: 'Owned', price: 1 });
    const id = created.body.data.id;
    const rival = await as(await createUser(t.db.knex, { roles: ['coach'], tenants: [team] }), team);
    expect((await t.app.json(`/v1/workshops/${id}`, { headers: rival })).status).toBe(200);
    const patch = await t.app.json(`/v1/workshops/${id}`, {
      method: 'PATCH',
      headers: rival,
      json: { title: 'Mine' },
    });
    expect(patch.status).toBe(403);
    expect((await t.app.json(`/v1/workshops/${id}`, { method: 'DELETE', headers: rival })).status).toBe(403);
    await t.app.json(`/v1/workshops/${id}`, { method: 'DELETE', headers });
    expect((await t.app.json(`/v1/workshops/${id}/restore`, { method: 'POST', headers: rival })).status).toBe(
      403,
    );
  });

  it('lets a plain member read but not create; a coach creates only for themself', async () => {
    const { team, coach, headers } = await coachedTeam();
    const created = await post(headers, { title: 'Readable', price: 1 });
    const member = await as(await createUser(t.db.knex, { tenants: [team] }), team);
    expect((await t.app.json(`/v1/workshops/${created.body.data.id}`, { headers: member })).status).toBe(200);
    expect((await t.app.json<WorkshopPage>('/v1/workshops', { headers: member })).status).toBe(200);
    expect((await post(member, { title: 'Nope', price: 1 })).status).toBe(403);

    const rival = await createUser(t.db.knex, { roles: ['coach'], tenants: [team] });
    expect((await post(headers, { title: 'For rival', price: 1, coachId: rival.id })).status).toBe(403);
    const own = await post(headers, { title: 'For me', price: 1, coachId: coach.id });
    expect(own.status).toBe(201);
    const handOver = await t.app.json(`/v1/workshops/${own.body.data.id}`, {
      method: 'PATCH',
      headers,
      json: { coachId: rival.id },
    });
    expect(handOver.status).toBe(403);
  });

  it('lets a super-admin create for a coach of the team, and only for one', async () => {
    const { team, coach } = await coachedTeam();
    const admin = await as(await createUser(t.db.knex, { roles: ['super-admin'] }), team);
    const forCoach = await post(admin, { title: 'Assigned', price: 1, coachId: coach.id });
    expect(forCoach.body.data.coachId).toBe(coach.id);
    const member = await createUser(t.db.knex, { tenants: [team] });
    const notCoach = await post(admin, { title: 'Assigned', price: 1, coachId: member.id });
    expect(notCoach.status).toBe(422);
    expect(Object.keys(notCoach.body.errors)).toEqual(['coachId']);
    const outsider = await createUser(t.db.knex, { roles: ['coach'] });
    expect((await post(admin, { title: 'Assigned', price: 1, coachId: outsider.id })).status).toBe(422);
  });

  it("keeps tenants apart: another team's X-Team is 403, another team's workshop is 404", async () => {
    const a = await coachedTeam();
    const b = await coachedTeam();
    const inB = await post(b.headers, { title: 'In team B', price: 1 });
    const foreignTeam = { ...a.headers, 'X-Team': b.team.slug };
    expect((await t.app.json('/v1/workshops', { headers: foreignTeam })).status).toBe(403);
    expect((await post(foreignTeam, { title: 'Sneaky', price: 1 })).status).toBe(403);
    const id = inB.body.data.id;
    expect((await t.app.json(`/v1/workshops/${id}`, { headers: a.headers })).status).toBe(404);
    const patch = await t.app.json(`/v1/workshops/${id}`, {
      method: 'PATCH',
      headers: a.headers,
      json: { title: 'Mine' },
    });
    expect(patch.status).toBe(404);
    expect((await t.app.json(`/v1/workshops/${id}`, { method: 'DELETE', headers: a.headers })).status).toBe(
      404,
    );
    const listA = await t.app.json<WorkshopPage>('/v1/workshops', { headers: a.headers });
    expect(listA.body.data.map((workshop) => workshop.id)).not.toContain(id);
    expect((await t.app.json('/v1/workshops')).status).toBe(401);
  });

  it('labels a workshop with tags: tagIds on create, PATCH and PUT replace them, every answer shows them', async () => {
    const { headers } = await coachedTeam();
    const suffix = Math.random().toString(36).slice(2, 8);
    const [agents, evals, strategy] = await Tag.query(t.db.knex).insert(
      ['Agents', 'Evals', 'Strategy'].map((name) => ({ name, slug: `${name.toLowerCase()}-${suffix}` })),
    );
    if (!agents || !evals || !strategy) throw new Error('tags were not created');
    const summary = (tag: Tag) => ({ id: tag.id, name: tag.name, slug: tag.slug });

    const created = await post(headers, { title: 'Tagged', price: 1, tagIds: [strategy.id, agents.id] });
    expect(created.status).toBe(201);
    // By name, whatever the order given.
    expect(created.body.data.tags).toEqual([summary(agents), summary(strategy)]);
    const id = created.body.data.id;
    const untagged = await post(headers, { title: 'Untagged', price: 1 });
    expect(untagged.body.data.tags).toEqual([]);

    const shown = await t.app.json<WorkshopAnswer>(`/v1/workshops/${id}`, { headers });
    expect(shown.body.data.tags.map((tag) => tag.id)).toEqual([agents.id, strategy.id]);
    const patched = await t.app.json<WorkshopAnswer>(`/v1/workshops/${id}`, {
      method: 'PATCH',
      headers,
      json: { tagIds: [evals.id] },
    });
    expect(patched.body.data.tags).toEqual([summary(evals)]);
    // A PATCH without tagIds leaves them alone.
    const retitled = await t.app.json<WorkshopAnswer>(`/v1/workshops/${id}`, {
      method: 'PATCH',
      headers,
      json: { title: 'Tagged again' },
    });
    expect(retitled.body.data.tags).toEqual([summary(evals)]);
    const list = await t.app.json<WorkshopPage>('/v1/workshops', { headers });
    const listed = (workshopId: string) =>
      list.body.data.find((workshop) => workshop.id === workshopId)?.tags;
    expect({ tagged: listed(id), untagged: listed(untagged.body.data.id) }).toEqual({
      tagged: [summary(evals)],
      untagged: [],
    });
    const cleared = await t.app.json<WorkshopAnswer>(`/v1/workshops/${id}`, {
      method: 'PUT',
      headers,
      json: { tagIds: [] },
    });
    expect(cleared.body.data.tags).toEqual([]);
    const { count } = (await t.db
      .knex('workshop_tags')
      .where('workshop_id', id)
      .count({ count: '*' })
      .first()) ?? {
      count: 0,
    };
    expect(Number(count)).toBe(0);
  });

  it('refuses unknown, repeated or too many tagIds with 422 on tagIds, and changes nothing', async () => {
    const { headers } = await coachedTeam();
    const suffix = Math.random().toString(36).slice(2, 8);
    const tag = await Tag.query(t.db.knex).insertAndFetch({ name: 'Known', slug: `known-${suffix}` });
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const unknown = await post(headers, { title: 'Unknown tag', price: 1, tagIds: [tag.id, unknownId] });
    expect(unknown).toMatchObject({ status: 422, body: { errors: { tagIds: ['Unknown tag.'] } } });
    const repeated = await post(headers, { title: 'Repeated', price: 1, tagIds: [tag.id, tag.id] });
    expect(repeated.status).toBe(422);
    expect(Object.keys(repeated.body.errors)).toEqual(['tagIds']);
    const many = Array.from(
      { length: 11 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await post(headers, { title: 'Too many', price: 1, tagIds: many });
    expect(Object.keys(tooMany.body.errors)).toEqual(['tagIds']);
    const notUuid = await post(headers, { title: 'Not uuid', price: 1, tagIds: ['agents'] });
    expect(notUuid.status).toBe(422);

    const created = await post(headers, { title: 'Kept', price: 1, tagIds: [tag.id] });
    const patch = await t.app.json<WorkshopAnswer>(`/v1/workshops/${created.body.data.id}`, {
      method: 'PATCH',
      headers,
      json: { title: 'Changed', tagIds: [unknownId] },
    });
    expect(patch).toMatchObject({ status: 422, body: { errors: { tagIds: ['Unknown tag.'] } } });
    // The route's transaction rolled the whole update back.
    const shown = await t.app.json<WorkshopAnswer>(`/v1/workshops/${created.body.data.id}`, { headers });
    expect(shown.body.data).toMatchObject({ title: 'Kept', tags: [{ id: tag.id }] });
  });

  it('reads the tags of a whole list page in one query, whatever its size', async () => {
    const { headers } = await coachedTeam();
    const suffix = Math.random().toString(36).slice(2, 8);
    const tag = await Tag.query(t.db.knex).insertAndFetch({ name: 'Paged', slug: `paged-${suffix}` });
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      await post(headers, { title, price: 1, tagIds: [tag.id] });
    }
    const queriesFor = async (perPage: number) => {
      let queries = 0;
      const count = () => void queries++;
      t.db.knex.on('query', count);
      try {
        const res = await t.app.json<WorkshopPage>(`/v1/workshops?perPage=${perPage}`, { headers });
        expect(res.body.data).toHaveLength(perPage);
        expect(res.body.data.every((workshop) => workshop.tags[0]?.id === tag.id)).toBe(true);
      } finally {
        t.db.knex.off('query', count);
      }
      return queries;
    };
    const one = await queriesFor(1);
    // The listener sees the route's statements (the page, its count, the tags at least).
    expect(one).toBeGreaterThanOrEqual(3);
    expect(await queriesFor(4)).toBe(one);
  });
});
