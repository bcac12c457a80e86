import {
  currenciesNotInHundredths,
  type PublicScheduleListQuery,
  type PublicSchedulePageMeta,
  type PublicScheduleSort,
  UUID_PATTERN,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { type PreparedStatement, prepareStatement, runPrepared } from '../../db/prepared-statement.ts';
import type { PageRequest } from '../../http/pagination.ts';
import type { PublicScheduleRow } from '../../presenters/public-schedule-row.ts';
import { aliased, onTheMarketplace, WORKSHOP_COLUMN_PAIRS } from '../../workshops/marketplace-workshop.ts';
import { listedScheduleSql } from '../../workshops/visibility.ts';
import { type CursorKey, decodeCursor, encodeCursor } from './marketplace-cursor.ts';
import { searchQueries } from './marketplace-search.ts';

/**
 * The marketplace's SQL, in one place so the route and bench/public-schedules.ts (which runs the exact
 * same statements on a raw node:http + pg server) cannot drift apart. Plain knex, not Objection: the
 * list is one statement with joins (no relation fetches, no N+1) plus one count, across every tenant
 * (DESIGN.md "Tenancy": the public marketplace is the deliberate cross-tenant read).
 *
 * Identifiers are snake_case: the app's knex maps camelCase to snake_case anyway, and the raw server in
 * the benchmark has no mapper, so snake_case keeps the compiled SQL identical on both.
 */

/** The marketplace filters: the list query without its pagination. */
export type PublicScheduleFilters = Omit<PublicScheduleListQuery, 'page' | 'perPage' | 'sort' | 'cursor'> & {
  /** Default soonest. */
  sort?: PublicScheduleSort;
};

/** Milliseconds of a day, to make `to` include the whole day it names. */
const DAY_MS = 86_400_000;

/**
 * Seats still bookable on a schedule: its workshop's maxSeats minus the seats its counters say are held
 * and sold (bookings/seat-counter.ts, DESIGN.md "Money and seats"). The list, the detail and the benchmark
 * all select it from here. A hold that expired counts until the expiry timer (or the next attempt at the
 * schedule) releases it: a minute at most.
 */
export function seatsLeftSql(knex: Knex): Knex.Raw {
  return knex.raw('greatest(w.max_seats - s.seats_held - s.seats_sold, 0)');
}

/** The workshop's price as the decimal the API shows: its minor units over its currency's (contract/money.ts). */
const PRICE_SQL = `(w.price_minor::numeric / case w.currency ${currenciesNotInHundredths()
  .map(([code, digits]) => `when '${code}' then ${10 ** digits}`)
  .join(' ')} else 100 end)`;

/**
 * The schedules the public may book, with the joins their filters need: PUBLISHED, live, starting in the
 * future, of a PUBLISHED live workshop, a live active coach and a live tenant the platform has not
 * suspended; listed ones only (the visibility rule, workshops/visibility.ts) unless `listed` is false (one
 * schedule by its link, whose visibility the caller checks); with `inTitle`, only the workshops with every
 * word of `q` in their title. The schedule conditions are literals, not bindings, so PostgreSQL matches
 * them to the partial index workshop_schedules_marketplace (start_date, tenant_id, id) and reads the
 * soonest page off it.
 */
function eligibleSchedules(
  knex: Knex,
  filters: PublicScheduleFilters,
  { listed = true, inTitle = false }: { listed?: boolean; inTitle?: boolean } = {},
): Knex.QueryBuilder {
  const query = knex({ s: 'workshop_schedules' })
    .join({ w: 'workshops' }, (on) => on.on('w.tenant_id', 's.tenant_id').andOn('w.id', 's.workshop_id'))
    .join({ u: 'users' }, 'u.id', 's.coach_id')
    .join({ t: 'tenants' }, 't.id', 's.tenant_id')
    .whereRaw("s.status = 'PUBLISHED' and s.deleted_at is null")
    .whereRaw('s.start_date > now()');
  onTheMarketplace(query);
  if (listed) query.whereRaw(listedScheduleSql('s'));
  if (filters.q) {
    // Full-text search over the GIN index workshops_marketplace_search (marketplace-search.ts). The words
    // in the title alone, not "anywhere and in the title": PostgreSQL takes two conditions on one vector
    // as independent and, at 100,000 schedules, guessed 37 workshops for 301, then planned for the 37.
    const search = searchQueries(filters.q);
    if (search)
      query.whereRaw("w.search_vector @@ to_tsquery('simple', ?)", [
        inTitle ? search.inTitle : search.anywhere,
      ]);
    else query.whereRaw('false');
  }
  if (filters.level) query.where('s.level', filters.level);
  if (filters.mode) query.where('s.mode', filters.mode);
  if (filters.country) query.where('s.country', filters.country);
  if (filters.from) query.where('s.start_date', '>=', `${filters.from}T00:00:00Z`);
  if (filters.to) {
    const dayAfter = new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS).toISOString();
    query.where('s.start_date', '<', dayAfter);
  }
  // Prices are compared as the decimals people see, whatever the currency: the marketplace has no conversion.
  if (filters.minPrice !== undefined) query.whereRaw(`${PRICE_SQL} >= ?`, [filters.minPrice]);
  if (filters.maxPrice !== undefined) query.whereRaw(`${PRICE_SQL} <= ?`, [filters.maxPrice]);
  if (filters.coach) {
    if (UUID_PATTERN.test(filters.coach)) query.where('s.coach_id', filters.coach);
    else query.whereRaw('lower(u.username) = ?', [filters.coach.toLowerCase()]);
  }
  return query;
}

/** What one marketplace item selects: the schedule, its workshop's card, the coach's public face. */
function selectItem(knex: Knex, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .leftJoin({ p: 'profiles' }, 'p.user_id', 'u.id')
    .select(knex.raw(ITEM_COLUMNS), knex.raw('? as "seatsLeft"', [seatsLeftSql(knex)]));
}

/**
 * The item's columns, aliased in camelCase by the database itself: rows need no key mapping, whether they
 * come through the query builder or as a raw prepared statement (findPublicSchedules), and the presenter
 * reads one shape. Public fields only: never u.email, never p.phone_number.
 */
const SCHEDULE_COLUMN_PAIRS = [
  ['s.id', 'id'],
  ['s.workshop_id', 'workshopId'],
  ['s.coach_id', 'coachId'],
  ['s.start_date', 'startDate'],
  ['s.end_date', 'endDate'],
  ['s.timezone', 'timezone'],
  ['s.country', 'country'],
  ['s.location', 'location'],
  ['s.level', 'level'],
  ['s.status', 'status'],
  ['s.visibility', 'visibility'],
  ['s.mode', 'mode'],
  ['s.early_bird_seats', 'earlyBirdSeats'],
  ['s.session_count', 'sessionCount'],
  ['s.cadence', 'cadence'],
  ['s.seats_sold', 'seatsSold'],
  ['s.go_decision', 'goDecision'],
];

const ITEM_COLUMNS = aliased([...SCHEDULE_COLUMN_PAIRS, ...WORKSHOP_COLUMN_PAIRS]);

/** Where a page starts: after `cursor`'s key (keyset), else after `offset` rows. */
export interface PagePosition {
  perPage: number;
  offset: number;
  cursor?: CursorKey;
}

/** The price sort's direction, if the list is sorted by price. */
const priceOrder = (filters: PublicScheduleFilters) =>
  filters.sort === 'price' ? 'asc' : filters.sort === '-price' ? 'desc' : undefined;

/** Whether the list of `filters` is in tiers of relevance: a search, soonest first (not by price). */
const rankedByRelevance = (filters: PublicScheduleFilters): boolean =>
  Boolean(filters.q) && priceOrder(filters) === undefined;

/**
 * The rows after `key` in the list's order (keyset; the relevance tier is the caller's). Soonest first is
 * one row comparison, which PostgreSQL reads straight off the partial index workshop_schedules_marketplace.
 */
function afterKey(query: Knex.QueryBuilder, filters: PublicScheduleFilters, key: CursorKey): void {
  const rest = '(s.start_date, s.tenant_id, s.id) > (?::timestamptz, ?::uuid, ?::uuid)';
  const restValues = [key.start, key.tenantId, key.id];
  const order = priceOrder(filters);
  if (order === undefined || key.price === undefined) {
    query.whereRaw(rest, restValues);
    return;
  }
  const beyond = order === 'asc' ? '>' : '<';
  query.whereRaw(`(${PRICE_SQL} ${beyond} ?::numeric or (${PRICE_SQL} = ?::numeric and ${rest}))`, [
    key.price,
    key.price,
    ...restValues,
  ]);
}

/**
 * The rows of the list in its order, `limit` of them after `position`: the items' columns plus the sort key
 * of each (sortStart, sortTenantId, sortPrice), from which the next page's cursor is made.
 */
function orderedItems(
  knex: Knex,
  filters: PublicScheduleFilters,
  limit: number,
  offset: number,
  key: CursorKey | undefined,
  inTitle = false,
): Knex.QueryBuilder {
  const query = selectItem(knex, eligibleSchedules(knex, filters, { inTitle })).select(
    knex.raw('s.start_date::text as "sortStart", s.tenant_id as "sortTenantId"'),
  );
  const order = priceOrder(filters);
  if (order !== undefined)
    query.select(knex.raw(`${PRICE_SQL}::text as "sortPrice"`)).orderByRaw(`${PRICE_SQL} ${order}`);
  if (key) afterKey(query, filters, key);
  // Ties (and the default, soonest) follow the partial index's order, which makes pages stable.
  query.orderBy([{ column: 's.start_date' }, { column: 's.tenant_id' }, { column: 's.id' }]);
  query.limit(limit, { skipBinding: true });
  if (offset > 0) query.offset(offset);
  return query;
}

/**
 * One page of the marketplace, in the order asked: a single statement with joins, reading one row more than
 * the page (it says whether there is a next page, and so a next cursor). `limit` is written into the text
 * rather than bound (perPage is a validated 1–100): with a bound limit PostgreSQL's generic plan guesses 10%
 * of the rows and loses to custom plans, which are planned every time (see PageStatements). After a
 * cursor the page is read by keyset, never by OFFSET (docs/decisions/0110-marketplace-deep-pages-by-keyset.md).
 *
 * With `q`, soonest first, the most relevant come first
 * (docs/decisions/0109-marketplace-search-is-full-text.md): the schedules of workshops with every word in
 * their title, then those with the words elsewhere, each soonest first; a price order is by price alone, as
 * people who ask for "Cheapest first" expect. Each tier is its own branch, read in that order and stopped
 * at the page (a tier is never sorted whole), and the two are merged.
 */
export function publicScheduleListQuery(
  knex: Knex,
  filters: PublicScheduleFilters,
  { perPage, offset, cursor }: PagePosition,
): Knex.QueryBuilder {
  const limit = perPage + 1;
  const search = rankedByRelevance(filters) && filters.q ? searchQueries(filters.q) : undefined;
  if (!search) return orderedItems(knex, filters, limit, offset, cursor);
  const tier = (relevance: 0 | 1) => {
    const query = orderedItems(
      knex,
      filters,
      offset + limit,
      0,
      cursor?.relevance === relevance ? cursor : undefined,
      relevance === 1,
    ).select(knex.raw(`${relevance} as "relevance"`));
    if (relevance === 0) query.whereRaw("not w.search_vector @@ to_tsquery('simple', ?)", [search.inTitle]);
    // A cursor in the lower tier has left the upper one behind.
    if (cursor && cursor.relevance !== undefined && cursor.relevance < relevance) query.whereRaw('false');
    return query;
  };
  const order = priceOrder(filters);
  const merged = knex
    .select('*')
    .from(knex.unionAll([tier(1), tier(0)], true).as('tiers'))
    .orderByRaw('"relevance" desc');
  // Raw: the columns are the camelCase aliases, which knex's identifier mapping would turn to snake_case.
  if (order !== undefined) merged.orderByRaw(`"sortPrice"::numeric ${order}`);
  merged.orderByRaw('"startDate", "sortTenantId", "id"').limit(limit, { skipBinding: true });
  if (offset > 0) merged.offset(offset);
  return merged;
}

/**
 * Compiled page statements, remembered per request (filters, sort, page or cursor), at most `maxEntries`,
 * the least recently compiled going first. Two costs are saved:
 * - Node's: compiling this query with knex takes as long as all the rest of the request's Node work, and
 *   marketplace requests repeat (the first page, the common filters);
 * - PostgreSQL's: the statement is sent with a name (a hash of its text), so PostgreSQL parses and plans it
 *   once per connection and then reuses a generic plan: planning the five-table join took ~1.2 ms against
 *   ~0.15 ms of execution. PGlite has no named statements (runPrepared). A search is the exception: it is
 *   planned for its words on every run.
 */
export class PageStatements {
  readonly #maxEntries: number;
  readonly #entries = new Map<string, PreparedStatement>();

  constructor(maxEntries = 1_000) {
    this.#maxEntries = maxEntries;
  }

  get(knex: Knex, filters: PublicScheduleFilters, page: PageRequest, cursor?: CursorKey): PreparedStatement {
    const key = JSON.stringify([
      countKey(filters),
      filters.sort ?? 'soonest',
      page.page,
      page.perPage,
      cursor,
    ]);
    const known = this.#entries.get(key);
    if (known) return known;
    const position = cursor
      ? { perPage: page.perPage, offset: 0, cursor }
      : { perPage: page.perPage, offset: (page.page - 1) * page.perPage };
    // A search is planned for its words each time: the generic plan PostgreSQL settles on after five runs
    // cannot know how rare a word is, and at 100,000 schedules it read every match of "prompt" and sorted
    // them (24 ms a page instead of 6: bench/public-schedules.ts).
    const statement = prepareStatement(
      knex,
      'marketplace_page',
      publicScheduleListQuery(knex, filters, position),
      {
        planEachTime: Boolean(filters.q),
      },
    );
    this.#entries.set(key, statement);
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return statement;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** How many schedules match the filters, for the page's meta: the list's joins and filters, no order. */
export function publicScheduleCountQuery(knex: Knex, filters: PublicScheduleFilters): Knex.QueryBuilder {
  return eligibleSchedules(knex, filters).count({ total: '*' });
}

/**
 * One bookable schedule by id, listed or not (the detail page), with the same fields as a list item and
 * its team: the caller applies the visibility rule to it.
 */
export function publicScheduleByIdQuery(knex: Knex, id: string): Knex.QueryBuilder {
  return selectItem(knex, eligibleSchedules(knex, {}, { listed: false }))
    .select('s.tenant_id as tenantId')
    .where('s.id', id)
    .first();
}

/** How many upcoming sessions a workshop's page lists at most. */
const WORKSHOP_SESSIONS = 20;

/** A workshop's listed upcoming sessions, soonest first: the marketplace's items of that workshop. */
export function publicWorkshopSessionsQuery(knex: Knex, workshopId: string): Knex.QueryBuilder {
  return selectItem(knex, eligibleSchedules(knex, {}))
    .where('s.workshop_id', workshopId)
    .orderBy([{ column: 's.start_date' }, { column: 's.id' }])
    .limit(WORKSHOP_SESSIONS);
}

/** A remembered count: its promise, until when it is fresh, whether it is known and being refreshed. */
interface TotalEntry {
  expiresAt: number;
  total: Promise<number>;
  settled: boolean;
  refreshing: boolean;
}

/** What MarketplaceTotals keeps: how long a count is served, how many filter sets, and its clock. */
export interface MarketplaceTotalsOptions {
  /** Default 10 s. */
  ttlMs?: number;
  /** Filter sets remembered at most; the least recently counted goes first. Default 1,000. */
  maxEntries?: number;
  /** Milliseconds now; tests pass a hand-moved clock instead of sleeping. */
  now?: () => number;
}

/**
 * meta.total of the marketplace, remembered per filter set for a few seconds
 * (docs/decisions/0012-marketplace-total-is-up-to-10-s-stale.md). The page itself is cheap (the soonest rows
 * off the partial index), but its count has to visit every eligible schedule with its joins: tens of
 * thousands of rows, tens of milliseconds of database CPU, on every request of every visitor. A total lagging
 * a few seconds behind a new or closed schedule is invisible to a browsing visitor, while the items are
 * always read fresh. So one count per filter set per TTL, in this process:
 *   - the key is the filters that decide the count (countKey: every value, not sort or paging);
 *   - a count in flight is shared: a burst of requests for the same filters runs it once;
 *   - a total less than another TTL past its end is served while one count refreshes it in the background
 *     (at 1,000,000 schedules a count takes hundreds of milliseconds: every visitor would wait for it each
 *     TTL); an older one is counted again before it is served;
 *   - a failed count is forgotten at once (the next request tries again), never served;
 *   - at most maxEntries filter sets are kept (free-text search makes the keys unbounded).
 * Both the route and the raw server of bench/public-schedules.ts count through it.
 */
export class MarketplaceTotals {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, TotalEntry>();

  constructor({ ttlMs = 10_000, maxEntries = 1_000, now = Date.now }: MarketplaceTotalsOptions = {}) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /**
   * The total remembered under `key` while fresh, else the one `count` answers (and remembers). A total
   * that has just gone stale (less than another TTL ago) is still served while one count refreshes it, so
   * a busy list never waits for its count; only a list nobody read for a while waits for a new one.
   */
  read(key: string, count: () => Promise<number>): Promise<number> {
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.total;
    if (entry?.settled && !entry.refreshing && entry.expiresAt + this.#ttlMs > now) {
      entry.refreshing = true;
      this.#count(key, count, now).catch(() => {
        // The stale total is still served; the next request tries the count again.
        entry.refreshing = false;
      });
      return entry.total;
    }
    if (entry?.settled && entry.refreshing && entry.expiresAt + this.#ttlMs > now) return entry.total;
    if (entry) this.#entries.delete(key);
    return this.#count(key, count, now);
  }

  /** Counts `key` and remembers the count once it is known (the first count: at once, shared in flight). */
  #count(key: string, count: () => Promise<number>, now: number): Promise<number> {
    const total = count();
    const fresh: TotalEntry = { expiresAt: now + this.#ttlMs, total, settled: false, refreshing: false };
    const previous = this.#entries.get(key);
    if (!previous) this.#remember(key, fresh);
    total.then(
      () => {
        fresh.settled = true;
        if (previous) this.#remember(key, fresh);
      },
      () => {
        if (this.#entries.get(key) === fresh) this.#entries.delete(key);
      },
    );
    return total;
  }

  #remember(key: string, entry: TotalEntry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) {
      // A Map keeps insertion order: the first key is the oldest count.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** How many filter sets are remembered (fresh or not yet swept). */
  get size(): number {
    return this.#entries.size;
  }
}

/**
 * The cache key of a count: the filters that decide it (sort and paging do not), in a fixed order. Two
 * filter sets share a count only when every filter has the same value.
 */
export function countKey(filters: PublicScheduleFilters): string {
  return JSON.stringify(
    Object.entries(filters)
      .filter(([key, value]) => key !== 'sort' && value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** What the marketplace remembers per database: its totals and its compiled page statements. */
export interface MarketplaceCaches {
  totals: MarketplaceTotals;
  statements: PageStatements;
}

/** One set of caches per database (per knex), so two databases in one process never share anything. */
const cachesByKnex = new WeakMap<Knex, MarketplaceCaches>();

/** The caches of the route on this knex, made on first use. */
export function marketplaceCaches(knex: Knex): MarketplaceCaches {
  let caches = cachesByKnex.get(knex);
  if (!caches) {
    caches = { totals: new MarketplaceTotals(), statements: new PageStatements() };
    cachesByKnex.set(knex, caches);
  }
  return caches;
}

/** The key `cursor` carries for the list of `filters`, or a 422 on `cursor`. */
export const cursorKeyOf = (filters: PublicScheduleFilters, cursor: string): CursorKey =>
  decodeCursor(cursor, { relevance: rankedByRelevance(filters), price: priceOrder(filters) !== undefined });

/** A page of the marketplace: its rows and the page meta with the next page's cursor. */
export interface PublicSchedulePage {
  items: PublicScheduleRow[];
  meta: PublicSchedulePageMeta;
}

/** A row as the page statement reads it: the item and its sort key. */
type SortedRow = PublicScheduleRow & {
  sortStart: string;
  sortTenantId: string;
  sortPrice?: string;
  relevance?: number | string;
};

/** The cursor after `row` in the list of `filters`. */
function cursorAfter(filters: PublicScheduleFilters, row: SortedRow): string {
  return encodeCursor({
    ...(rankedByRelevance(filters) ? { relevance: Number(row.relevance) } : {}),
    ...(priceOrder(filters) !== undefined ? { price: String(row.sortPrice) } : {}),
    start: row.sortStart,
    tenantId: row.sortTenantId,
    id: row.id,
  });
}

/**
 * Reads the page (always fresh; by keyset after `cursor`, else by its number) and its total
 * (MarketplaceTotals: at most ttlMs old) side by side, two statements at most, and answers the page. A
 * cursor that is not one of this list's (another sort, with or without q) is a 422 on `cursor`.
 */
export async function findPublicSchedules(
  knex: Knex,
  filters: PublicScheduleFilters,
  { cursor, ...page }: PageRequest & { cursor?: string | undefined },
  { totals, statements }: MarketplaceCaches = marketplaceCaches(knex),
): Promise<PublicSchedulePage> {
  const key = cursor === undefined ? undefined : cursorKeyOf(filters, cursor);
  const statement = statements.get(knex, filters, page, key);
  const [rows, total] = await Promise.all([
    runPrepared<SortedRow>(knex, statement),
    totals.read(countKey(filters), async () => {
      const counted = (await publicScheduleCountQuery(knex, filters)) as Array<{ total: number | string }>;
      // count(*) is a bigint: text from pg, a number from PGlite.
      return Number(counted[0]?.total ?? 0);
    }),
  ]);
  return pageOf(filters, page, rows, total);
}

/**
 * The page answered for `rows` as the page statement read them (one more than the page when there is a
 * next one) and the list's `total`: the route's, and the raw server's of bench/public-schedules.ts.
 */
export function pageOf(
  filters: PublicScheduleFilters,
  page: PageRequest,
  rows: readonly PublicScheduleRow[],
  total: number,
): PublicSchedulePage {
  const items = rows.length > page.perPage ? rows.slice(0, page.perPage) : [...rows];
  const last = items.at(-1) as SortedRow | undefined;
  return {
    items,
    meta: {
      currentPage: page.page,
      perPage: page.perPage,
      total,
      lastPage: Math.max(1, Math.ceil(total / page.perPage)),
      nextCursor: rows.length > page.perPage && last ? cursorAfter(filters, last) : null,
    },
  };
}
