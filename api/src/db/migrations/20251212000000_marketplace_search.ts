import type { Knex } from 'knex';

/**
 * The marketplace at 1,000,000 schedules (issue 36, docs/decisions/0109-marketplace-search-is-full-text.md
 * and 0110-marketplace-deep-pages-by-keyset.md):
 * - `workshops.search_vector`: the workshop's title (weight A) and description (weight B) as PostgreSQL
 *   full-text lexemes of the 'simple' configuration (no stemming, no stop words: the marketplace is written
 *   in many languages), kept by PostgreSQL itself; a GIN index of the marketplace's workshops serves `q`.
 * - `workshop_schedules_marketplace_by_workshop`: a workshop's listed schedules in start order, so a search
 *   (a few thousand workshops) reaches their schedules without visiting the rest.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table workshops add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('simple', coalesce(description, '')), 'B')
    ) stored`);
  await knex.raw(`
    create index workshops_marketplace_search on workshops using gin (search_vector)
    where status = 'PUBLISHED' and deleted_at is null`);
  await knex.raw(`
    create index workshop_schedules_marketplace_by_workshop on workshop_schedules (workshop_id, start_date)
    include (tenant_id, id)
    where status = 'PUBLISHED' and visibility = 'PUBLIC' and deleted_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists workshop_schedules_marketplace_by_workshop');
  await knex.raw('drop index if exists workshops_marketplace_search');
  await knex.raw('alter table workshops drop column if exists search_vector');
}
