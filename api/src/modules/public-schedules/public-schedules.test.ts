import type { ScheduleStatus, Visibility } from '@exceed/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { Profile } from '../../models/profile.ts';
import type { Tenant } from '../../models/tenant.ts';
import type { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import {
  countKey,
  findPublicSchedules,
  MarketplaceTotals,
  PageStatements,
  type PublicScheduleFilters,
  publicScheduleCountQuery,
} from './public-schedule-query.ts';

const t = useApiTest();

interface PublicItem {
  id: string;
  seatsLeft: number;
  workshop: Record<string, unknown>;
  coach: Record<string, unknown>;
}

interface PublicList {
  data: PublicItem[];
  meta: { total: number; lastPage: number; currentPage: number; nextCursor: string | null };
  errors?: Record<string, string[]>;
}

const DAY_MS = 86_400_000;
/** An instant `days` from now (negative: in the past). */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
/** The UTC calendar day `days` from now, as the from/to filters take it. */
const dayIn = (days: number) => inDays(days).toISOString().slice(0, 10);

let sequence = 0;

async function workshopOf(
  tenant: Tenant,
  coach: User,
  fields: {
    title: string;
    priceMinor: number;
    currency?: string;
    maxSeats?: number;
    status?: 'DRAFT' | 'PUBLISHED';
  },
) {
  sequence++;
  return Workshop.forTenant(tenant.id, t.db.knex).insertAndFetch({
    coachId: coach.id,
    slug: `public-${sequence}`,
    description: `About ${fields.title.toLowerCase()}`,
    status: 'PUBLISHED',
    maxSeats: 20,
    ...fields,
  });
}

async function scheduleOf(
  workshop: Workshop,
  startsInDays: number,
  fields: Partial<Pick<WorkshopSchedule, 'level' | 'mode' | 'country'>> & {
    status?: ScheduleStatus;
    visibility?: Visibility;
  } = {},
) {
  return WorkshopSchedule.forTenant(workshop.tenantId, t.db.knex).insertAndFetch({
    workshopId: workshop.id,
    coachId: workshop.coachId,
    startDate: inDays(startsInDays),
    endDate: inDays(startsInDays + 0.25),
    status: 'PUBLISHED',
    visibility: 'PUBLIC',
    ...fields,
  });
}

const seed = {} as {
  coachA: User;
  coachB: User;
  workshopA1: Workshop;
  e1: WorkshopSchedule;
  e2: WorkshopSchedule;
  e3: WorkshopSchedule;
  ineligible: Record<string, WorkshopSchedule>;
};

beforeAll(async () => {
  const [tenantA, tenantB] = [await createTenant(t.db.knex), await createTenant(t.db.knex)];
  const coachA = await createUser(t.db.knex, { roles: ['coach'], tenants: [tenantA], firstName: 'Ada' });
  const coachB = await createUser(t.db.knex, { roles: ['coach'], tenants: [tenantB] });
  await Profile.query(t.db.knex)
    .findById(coachA.id)
    .patch({ headline: 'AI coach', phoneNumber: '+1 555 0100' });
  const workshopA1 = await workshopOf(tenantA, coachA, {
    title: 'Prompt Engineering',
    priceMinor: 4999,
    maxSeats: 12,
  });
  const workshopA2 = await workshopOf(tenantA, coachA, { title: 'Agents at scale', priceMinor: 1900 });
  const workshopB1 = await workshopOf(tenantB, coachB, { title: 'Vision models', priceMinor: 9900 });
  const draftWorkshop = await workshopOf(tenantA, coachA, {
    title: 'Unfinished',
    priceMinor: 100,
    status: 'DRAFT',
  });
  const goneWorkshop = await workshopOf(tenantA, coachA, { title: 'Gone', priceMinor: 100 });
  const deleted = await scheduleOf(workshopA1, 5);
  const ineligible = {
    draft: await scheduleOf(workshopA1, 5, { status: 'DRAFT' }),
    private: await scheduleOf(workshopA1, 5, { visibility: 'PRIVATE' }),
    unlisted: await scheduleOf(workshopA1, 5, { visibility: 'UNLISTED' }),
    past: await scheduleOf(workshopA1, -5),
    deleted,
    draftWorkshop: await scheduleOf(draftWorkshop, 5),
    deletedWorkshop: await scheduleOf(goneWorkshop, 5),
  };
  await WorkshopSchedule.forTenant(tenantA.id, t.db.knex).findById(deleted.id).softDelete();
  await Workshop.forTenant(tenantA.id, t.db.knex).findById(goneWorkshop.id).softDelete();
  Object.assign(seed, {
    coachA,
    coachB,
    workshopA1,
    ineligible,
    e1: await scheduleOf(workshopA1, 10, { level: 'BEGINNER', mode: 'ONLINE', country: 'DE' }),
    e2: await scheduleOf(workshopA2, 20, { level: 'ADVANCED', mode: 'IN-PERSON', country: 'FR' }),
    e3: await scheduleOf(workshopB1, 15, { level: 'INTERMEDIATE', mode: 'HYBRID', country: 'DE' }),
  });
});

const ids = async (query = '') => {
  const res = await t.app.json<PublicList>(`/v1/public/workshop-schedules${query}`);
  expect(res.status).toBe(200);
  return res.body.data.map((item) => item.id);
};

describe('/v1/public/workshop-schedules', () => {
  it('lists only published, public, future schedules of published workshops, across tenants, soonest first', async () => {
    expect(await ids()).toEqual([seed.e1.id, seed.e3.id, seed.e2.id]);
  });

  it('shows the workshop card with a decimal price, seats left and the coach without private fields', async () => {
    const res = await t.app.json<PublicList>('/v1/public/workshop-schedules');
    const item = res.body.data[0];
    expect(item).toMatchObject({
      id: seed.e1.id,
      seatsLeft: 12,
      country: 'DE',
      workshop: {
        id: seed.workshopA1.id,
        title: 'Prompt Engineering',
        slug: seed.workshopA1.slug,
        description: 'About prompt engineering',
        image: null,
        price: 49.99,
        currency: 'USD',
        maxSeats: 12,
      },
      coach: { id: seed.coachA.id, username: seed.coachA.username, firstName: 'Ada', headline: 'AI coach' },
    });
    expect(Object.keys(item?.coach ?? {}).sort()).toEqual([
      'avatarUrl',
      'firstName',
      'headline',
      'id',
      'lastName',
      'username',
    ]);
    expect(JSON.stringify(res.body)).not.toContain(seed.coachA.email);
    expect(JSON.stringify(res.body)).not.toContain('555 0100');
    expect(res.body.meta).toMatchObject({ total: 3, lastPage: 1 });
  });

  it('filters by text, level, mode, country, days, price and coach', async () => {
    const { e1, e2, e3 } = seed;
    expect(await ids('?q=PROMPT')).toEqual([e1.id]);
    // Each word is the start of a word of the title or description, in any order; % and _ are no syntax.
    expect(await ids('?q=prom')).toEqual([e1.id]);
    expect(await ids('?q=vision%20about')).toEqual([e3.id]);
    expect(await ids('?q=100%25')).toEqual([]);
    expect(await ids('?q=%25_')).toEqual([]);
    // A word inside another word is not a match (full-text search, docs/decisions/0109).
    expect(await ids('?q=gineering')).toEqual([]);
    expect(await ids('?level=ADVANCED')).toEqual([e2.id]);
    expect(await ids('?mode=HYBRID')).toEqual([e3.id]);
    expect(await ids('?country=de')).toEqual([e1.id, e3.id]);
    expect(await ids(`?from=${dayIn(12)}&to=${dayIn(16)}`)).toEqual([e3.id]);
    expect(await ids(`?to=${dayIn(10)}`)).toEqual([e1.id]);
    expect(await ids('?minPrice=50')).toEqual([e3.id]);
    expect(await ids('?maxPrice=49.99')).toEqual([e1.id, e2.id]);
    expect(await ids('?minPrice=19&maxPrice=49.99')).toEqual([e1.id, e2.id]);
    expect(await ids(`?coach=${seed.coachA.username.toUpperCase()}`)).toEqual([e1.id, e2.id]);
    expect(await ids(`?coach=${seed.coachB.id}`)).toEqual([e3.id]);
    expect(await ids('?coach=nobody')).toEqual([]);
  });

  it('sorts by price either way and pages', async () => {
    const { e1, e2, e3 } = seed;
    expect(await ids('?sort=price')).toEqual([e2.id, e1.id, e3.id]);
    expect(await ids('?sort=-price')).toEqual([e3.id, e1.id, e2.id]);
    const page = await t.app.json<PublicList>('/v1/public/workshop-schedules?perPage=2&page=2');
    expect(page.body.data.map((item) => item.id)).toEqual([e2.id]);
    expect(page.body.meta).toMatchObject({ total: 3, lastPage: 2 });
  });

  it('refuses bad filters with their messages', async () => {
    const res = await t.app.json<PublicList>(
      '/v1/public/workshop-schedules?sort=cheap&mode=X&level=Y&from=soon',
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      mode: ['Please select a valid workshop mode'],
      level: ['Please select a valid workshop level'],
    });
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['from', 'level', 'mode', 'sort']);
  });

  it('shows one eligible schedule by id, or an unlisted one by its link, and answers 404 for every other', async () => {
    const shown = await t.app.json<{ data: PublicItem }>(`/v1/public/workshop-schedules/${seed.e3.id}`);
    expect(shown).toMatchObject({ status: 200, body: { data: { id: seed.e3.id, workshop: { price: 99 } } } });
    const { unlisted, ...hidden } = seed.ineligible;
    expect((await t.app.json(`/v1/public/workshop-schedules/${unlisted?.id}`)).status).toBe(200);
    for (const [why, schedule] of Object.entries(hidden)) {
      const res = await t.app.json(`/v1/public/workshop-schedules/${schedule.id}`);
      expect([why, res.status]).toEqual([why, 404]);
    }
  });

  it('reads a page of 10 in at most 2 queries (no N+1)', async () => {
    for (let day = 30; day < 42; day++) await scheduleOf(seed.workshopA1, day);
    const queries: string[] = [];
    const listener = (query: { sql: string }) => queries.push(query.sql);
    t.db.knex.on('query', listener);
    try {
      const res = await t.app.json<PublicList>('/v1/public/workshop-schedules?perPage=10');
      expect(res.body.data).toHaveLength(10);
    } finally {
      t.db.knex.off('query', listener);
    }
    // The listener sees the app's queries (same knex), so an empty list would mean a broken test, not a fast one.
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.length).toBeLessThanOrEqual(2);
  });
});

describe('relevance and cursors', () => {
  /** Every id of the list, page by page of `perPage`: by page number, or by each page's nextCursor. */
  const walk = async (query: string, perPage: number, by: 'page' | 'cursor') => {
    const found: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; page <= 50; page++) {
      const after: string = by === 'cursor' && cursor ? `&cursor=${cursor}` : '';
      const res: { status: number; body: PublicList } = await t.app.json<PublicList>(
        `/v1/public/workshop-schedules?perPage=${perPage}&page=${page}${query}${after}`,
      );
      expect([query, after, res.status, res.body.errors]).toEqual([query, after, 200, undefined]);
      expect(res.body.meta.currentPage).toBe(page);
      found.push(...res.body.data.map((item) => item.id));
      cursor = res.body.meta.nextCursor;
      // The last page has no next one (meta.total may be a few seconds old; the cursor never is).
      if (cursor === null) break;
      expect(res.body.data).toHaveLength(perPage);
    }
    return found;
  };

  it('puts workshops whose title has every word before those with the words elsewhere, soonest within each', async () => {
    const tenant = await createTenant(t.db.knex);
    const coach = await createUser(t.db.knex, { roles: ['coach'], tenants: [tenant] });
    const titled = await workshopOf(tenant, coach, { title: 'Negotiating with AI', priceMinor: 1000 });
    const described = await workshopOf(tenant, coach, { title: 'Deal clinic', priceMinor: 1000 });
    await Workshop.forTenant(tenant.id, t.db.knex)
      .findById(described.id)
      .patch({ description: 'Negotiation drills with an AI partner' });
    const soonDescribed = (await scheduleOf(described, 3)).id;
    const laterTitled = (await scheduleOf(titled, 50)).id;
    const soonTitled = (await scheduleOf(titled, 45)).id;
    expect(await ids('?q=negotiat')).toEqual([soonTitled, laterTitled, soonDescribed]);
    expect(await ids('?q=negotiat%20ai')).toEqual([soonTitled, laterTitled, soonDescribed]);
    expect(await ids('?q=drills')).toEqual([soonDescribed]);
    expect(await walk('&q=negotiat', 1, 'cursor')).toEqual([soonTitled, laterTitled, soonDescribed]);
    expect(await walk('&q=negotiat&sort=-price', 2, 'cursor')).toEqual(
      await walk('&q=negotiat&sort=-price', 2, 'page'),
    );
  });

  it('reads the same pages by cursor (keyset) as by page number, in every order', async () => {
    for (const query of ['', '&sort=price', '&sort=-price', '&country=DE', '&q=prompt']) {
      const byPage = await walk(query, 2, 'page');
      expect(byPage.length).toBeGreaterThan(0);
      expect([query, await walk(query, 2, 'cursor')]).toEqual([query, byPage]);
    }
  });

  it('refuses a cursor that is not one of this list’s, with its message', async () => {
    const first = await t.app.json<PublicList>('/v1/public/workshop-schedules?perPage=1');
    const cursor = first.body.meta.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const forged = Buffer.from(JSON.stringify(['2025-02-31 10:00:00+00', seed.e1.id, seed.e1.id])).toString(
      'base64url',
    );
    for (const query of [
      `sort=price&cursor=${cursor}`,
      `q=prompt&cursor=${cursor}`,
      'cursor=abc',
      `cursor=${forged}`,
    ]) {
      const res = await t.app.json<PublicList>(`/v1/public/workshop-schedules?${query}`);
      expect([query, res.status, res.body.errors]).toEqual([
        query,
        422,
        { cursor: ['The cursor is not valid.'] },
      ]);
    }
  });
});

describe('MarketplaceTotals (meta.total, remembered per filter set)', () => {
  /** A clock the test moves by hand. */
  const clock = () => {
    const state = { ms: 1_000_000, now: () => state.ms };
    return state;
  };
  const firstPage = { page: 1, perPage: 10 };
  /** The total counted right now, without any cache. */
  const counted = async (filters: PublicScheduleFilters) => {
    const [row] = (await publicScheduleCountQuery(t.db.knex, filters)) as Array<{ total: number | string }>;
    return Number(row?.total);
  };

  it('serves a total for the TTL, then counts again: a new schedule shows in the total after it', async () => {
    const time = clock();
    const totals = new MarketplaceTotals({ ttlMs: 10_000, now: time.now });
    const before = await counted({});
    expect(
      (await findPublicSchedules(t.db.knex, {}, firstPage, { totals, statements: new PageStatements() })).meta
        .total,
    ).toBe(before);

    const added = await scheduleOf(seed.workshopA1, 1);
    time.ms += 9_999;
    const stale = await findPublicSchedules(t.db.knex, {}, firstPage, {
      totals,
      statements: new PageStatements(),
    });
    // The items are always read fresh; only the total lags.
    expect(stale.items[0]?.id).toBe(added.id);
    expect(stale.meta.total).toBe(before);

    // Just stale: served while one count refreshes it, then the new total.
    time.ms += 1;
    const refreshing = await findPublicSchedules(t.db.knex, {}, firstPage, {
      totals,
      statements: new PageStatements(),
    });
    expect(refreshing.meta.total).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(totals.read(countKey({}), async () => -1)).resolves.toBe(before + 1);
  });

  it('counts again before serving a total that went stale more than a TTL ago', async () => {
    const time = clock();
    const totals = new MarketplaceTotals({ ttlMs: 10_000, now: time.now });
    expect(await totals.read('a', async () => 1)).toBe(1);
    time.ms += 20_000;
    expect(await totals.read('a', async () => 2)).toBe(2);
  });

  it('never lets two filter sets share a count; sort and paging do not matter to it', async () => {
    const totals = new MarketplaceTotals({ now: clock().now });
    const filterSets: PublicScheduleFilters[] = [
      {},
      { level: 'ADVANCED' },
      { mode: 'HYBRID' },
      { country: 'DE' },
      { country: 'FR' },
      { q: 'prompt' },
      { q: 'vision' },
      { minPrice: 50 },
      { maxPrice: 49.99 },
      { coach: seed.coachA.username },
      { coach: seed.coachB.id },
      { from: dayIn(12), to: dayIn(16) },
      { to: dayIn(10) },
    ];
    const expected = await Promise.all(filterSets.map(counted));
    // Different filters, different totals, or this test proves nothing.
    expect(new Set(expected.slice(1, 5)).size).toBeGreaterThan(1);
    for (const [index, filters] of filterSets.entries()) {
      const page = await findPublicSchedules(t.db.knex, filters, firstPage, {
        totals,
        statements: new PageStatements(),
      });
      expect([filters, page.meta.total]).toEqual([filters, expected[index]]);
    }
    // Read again in another order (each from its own entry), and sorted or paged differently.
    for (const [index, filters] of [...filterSets.entries()].reverse()) {
      const page = await findPublicSchedules(
        t.db.knex,
        { ...filters, sort: '-price' },
        { page: 2, perPage: 1 },
        { totals, statements: new PageStatements() },
      );
      expect([filters, page.meta.total]).toEqual([filters, expected[index]]);
    }
    expect(totals.size).toBe(filterSets.length);
  });

  it('counts once for a burst, forgets a failed count and keeps at most maxEntries filter sets', async () => {
    const totals = new MarketplaceTotals({ maxEntries: 2, now: clock().now });
    let counts = 0;
    const count = async () => ++counts;
    expect(await Promise.all([totals.read('a', count), totals.read('a', count)])).toEqual([1, 1]);

    await expect(totals.read('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await totals.read('b', count)).toBe(2);

    await totals.read('c', count);
    expect(totals.size).toBe(2);
    // 'a' was the oldest: counted again.
    expect(await totals.read('a', count)).toBe(4);
  });
});

describe('the page statement (prepared on PostgreSQL)', () => {
  const compiled = (filters: PublicScheduleFilters, page = 1, perPage = 10) =>
    new PageStatements().get(t.db.knex, filters, { page, perPage });

  it('is named after its text: one name per text, whatever the values bound', () => {
    const first = compiled({ level: 'ADVANCED' });
    // The limit is written in (a bound limit keeps PostgreSQL off the generic plan); values stay bound.
    // One row more than the page: it says whether there is a next page (meta.nextCursor).
    expect(first.sql).toMatch(/limit 11$/);
    expect(first.bindings).toEqual(['ADVANCED']);
    expect(first.name).toMatch(/^marketplace_page_[0-9a-f]{24}$/);
    expect(compiled({ level: 'BEGINNER' }).name).toBe(first.name);
    expect(compiled({ level: 'BEGINNER' }, 3).name).toBe(compiled({ level: 'ADVANCED' }, 2).name);
    const others = [compiled({}), compiled({ level: 'ADVANCED' }, 2), compiled({ level: 'ADVANCED' }, 1, 20)];
    for (const other of others) {
      expect(other.sql).not.toBe(first.sql);
      expect(other.name).not.toBe(first.name);
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'keeps one plan of a filter’s statement per connection, and plans a search for its words every time',
    async () => {
      // A generic plan of a search cannot know how rare its word is: at 100,000 schedules it read every
      // match of "prompt" and sorted them, 24 ms a page instead of 6 (bench/public-schedules.ts).
      const filters = compiled({ level: 'ADVANCED' });
      const search = compiled({ q: 'agents' });
      const client = t.db.knex.client as {
        acquireConnection(): Promise<{ query(config: unknown): Promise<{ rows: { statement: string }[] }> }>;
        releaseConnection(connection: unknown): Promise<void>;
      };
      const connection = await client.acquireConnection();
      try {
        for (let run = 0; run < 6; run++) {
          for (const { name, text, values } of [filters, search])
            await connection.query({ name, text, values });
        }
        const { rows } = await connection.query({
          text: 'select name, statement from pg_prepared_statements',
        });
        const kept = rows.map((row) => row.statement);
        expect(kept).toContain(filters.text);
        expect(kept).not.toContain(search.text);
      } finally {
        await client.releaseConnection(connection);
      }
    },
  );

  it('compiles a request once and never hands one request another’s statement', () => {
    const statements = new PageStatements(3);
    const first = statements.get(t.db.knex, { q: 'agents', level: 'ADVANCED' }, { page: 1, perPage: 10 });
    expect(statements.get(t.db.knex, { level: 'ADVANCED', q: 'agents' }, { page: 1, perPage: 10 })).toBe(
      first,
    );
    const variants = [
      statements.get(t.db.knex, { q: 'agentz', level: 'ADVANCED' }, { page: 1, perPage: 10 }),
      statements.get(t.db.knex, { q: 'agents', level: 'ADVANCED', sort: 'price' }, { page: 1, perPage: 10 }),
      statements.get(t.db.knex, { q: 'agents', level: 'ADVANCED' }, { page: 2, perPage: 10 }),
    ];
    for (const variant of variants) expect(variant).not.toBe(first);
    expect(variants[0]?.bindings).toContain('agentz:*');
    expect(statements.size).toBe(3);
  });
});

describe('prices in several currencies', () => {
  it('filters and sorts by the price people read, whatever the currency’s minor unit', async () => {
    const tenant = await createTenant(t.db.knex);
    const coach = await createUser(t.db.knex, { roles: ['coach'], tenants: [tenant] });
    const priced = async (priceMinor: number, currency: string) => {
      const workshop = await workshopOf(tenant, coach, {
        title: `Priced in ${currency}`,
        priceMinor,
        currency,
      });
      return (await scheduleOf(workshop, 30)).id;
    };
    const yen = await priced(1000, 'JPY');
    const dollars = await priced(3000, 'USD');
    const dinars = await priced(1500, 'KWD');
    const found = (query: string) => ids(`?q=Priced%20in&${query}`);

    expect(await found('maxPrice=30&sort=price')).toEqual([dinars, dollars]);
    expect(await found('minPrice=1000')).toEqual([yen]);
    expect(await found('minPrice=1.5&maxPrice=1.5')).toEqual([dinars]);
    expect(await found('sort=-price')).toEqual([yen, dollars, dinars]);
    const cards = await t.app.json<PublicList>('/v1/public/workshop-schedules?q=Priced%20in&sort=price');
    expect(cards.body.data.map((item) => [item.workshop.price, item.workshop.currency])).toEqual([
      [1.5, 'KWD'],
      [30, 'USD'],
      [1000, 'JPY'],
    ]);
  });
});
