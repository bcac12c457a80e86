import type { Knex } from 'knex';
import type { PublicWorkshopRow } from '../presenters/public-schedule-row.ts';

/**
 * The conditions of a workshop the marketplace shows (`w`), with its coach (`u`) and team (`t`) joined:
 * PUBLISHED and live, of a live active coach, in a live team the platform has not suspended. The
 * marketplace's schedules (modules/public-schedules) and a workshop's page both hold to them.
 */
export function onTheMarketplace(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .whereRaw("w.status = 'PUBLISHED' and w.deleted_at is null")
    .whereRaw("u.status = 'active' and u.deleted_at is null")
    .whereRaw('t.deleted_at is null and t.suspended_at is null');
}

/**
 * The workshop's and its coach's columns, aliased in camelCase by the database itself (PublicWorkshopRow):
 * the card of each marketplace item, and a workshop's page. Public fields only: never an email or phone.
 */
export const WORKSHOP_COLUMN_PAIRS = [
  ['w.title', 'workshopTitle'],
  ['w.slug', 'workshopSlug'],
  ['w.description', 'workshopDescription'],
  ['w.image', 'workshopImage'],
  ['w.image_placeholder', 'workshopImagePlaceholder'],
  ['w.price_minor', 'workshopPriceMinor'],
  ['w.currency', 'workshopCurrency'],
  ['w.price_tiers', 'workshopPriceTiers'],
  ['w.max_seats', 'workshopMaxSeats'],
  ['w.max_seats_per_booking', 'workshopMaxSeatsPerBooking'],
  ['w.min_seats', 'workshopMinSeats'],
  ['w.cancellation_policy', 'workshopCancellationPolicy'],
  ['u.username', 'coachUsername'],
  ['u.avatar', 'coachAvatar'],
  ['p.first_name', 'coachFirstName'],
  ['p.last_name', 'coachLastName'],
  ['p.headline', 'coachHeadline'],
];

/** `column as "alias", …` of [column, alias] pairs, for a select. */
export const aliased = (pairs: string[][]): string =>
  pairs.map(([column, alias]) => `${column} as "${alias}"`).join(', ');

const WORKSHOP_COLUMNS = aliased([['w.id', 'workshopId'], ['u.id', 'coachId'], ...WORKSHOP_COLUMN_PAIRS]);

/** A workshop the marketplace shows, with its video and team, as its page's queries read it. */
export type PublicWorkshop = PublicWorkshopRow & { workshopVideo: string | null; tenantId: string };

/**
 * The workshop `id` if the marketplace shows it, else undefined: its public page (the API's answer, and
 * the title and link preview the server writes into the page) reads it. The public marketplace is the
 * deliberate cross-tenant read (DESIGN.md "Tenancy").
 */
export async function findPublicWorkshop(knex: Knex, id: string): Promise<PublicWorkshop | undefined> {
  const query = knex({ w: 'workshops' })
    .join({ u: 'users' }, 'u.id', 'w.coach_id')
    .join({ t: 'tenants' }, 't.id', 'w.tenant_id')
    .leftJoin({ p: 'profiles' }, 'p.user_id', 'u.id')
    .where('w.id', id)
    .select(knex.raw(WORKSHOP_COLUMNS), 'w.video as workshopVideo', 'w.tenant_id as tenantId')
    .first();
  return (await onTheMarketplace(query)) as PublicWorkshop | undefined;
}
