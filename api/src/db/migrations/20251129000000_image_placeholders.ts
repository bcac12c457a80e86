import type { Knex } from 'knex';

/**
 * SPEC.md §9's placeholder of each stored image (a 10x10 WEBP data: URL, made when it is uploaded), and a
 * copy on each workshop whose image is one of them, so the marketplace's lists send it without a join.
 * Images stored before this have none and show the neutral tile until they are uploaded again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table files add column placeholder text');
  await knex.raw('alter table workshops add column image_placeholder text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table workshops drop column image_placeholder');
  await knex.raw('alter table files drop column placeholder');
}
