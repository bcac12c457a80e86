import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * The catalogue (issue 4): workshop templates, workshops, their resources and schedules, job postings, and
 * the tags of workshops. Every table is tenant-owned: key (tenant_id, id), every other key and index led by
 * tenant_id, and references to other tenant-owned rows composite, so a row can never point into another
 * tenant. Prices are integer minor units with a currency (DESIGN.md "Money and seats"). Slugs are unique
 * per tenant whatever their case, deleted rows included, so a restore never clashes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workshop_templates', (table) => {
    addTenantKey(knex, table);
    table.text('title').notNullable();
    table.text('slug').notNullable();
    table.text('description');
    table.text('image');
    table.text('video');
    table.text('level').notNullable().defaultTo('BEGINNER');
    table.integer('price_minor').notNullable();
    table.text('currency').notNullable().defaultTo('USD');
    table.text('status').notNullable().defaultTo('DRAFT');
    table.check("status in ('DRAFT', 'PUBLISHED', 'ARCHIVED')", [], 'workshop_templates_status_check');
    table.check("level in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')", [], 'workshop_templates_level_check');
    addTimestamps(knex, table, { softDelete: true });
  });
  await knex.schema.raw(
    'create unique index workshop_templates_slug_unique on workshop_templates (tenant_id, lower(slug))',
  );

  await knex.schema.createTable('workshops', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_template_id');
    table.uuid('coach_id').notNullable().references('id').inTable('users');
    table.text('title').notNullable();
    table.text('slug').notNullable();
    table.text('description');
    table.text('image');
    table.text('video');
    table.integer('price_minor').notNullable();
    table.text('currency').notNullable().defaultTo('USD');
    table.integer('min_seats').notNullable().defaultTo(1);
    table.integer('max_seats').notNullable().defaultTo(20);
    table.text('status').notNullable().defaultTo('DRAFT');
    table.check("status in ('DRAFT', 'PUBLISHED', 'ARCHIVED')", [], 'workshops_status_check');
    table.check('min_seats >= 1 and max_seats >= min_seats', [], 'workshops_max_seats_check');
    addTimestamps(knex, table, { softDelete: true });
    table
      .foreign(['tenant_id', 'workshop_template_id'])
      .references(['tenant_id', 'id'])
      .inTable('workshop_templates');
    table.index(['tenant_id', 'coach_id']);
  });
  await knex.schema.raw('create unique index workshops_slug_unique on workshops (tenant_id, lower(slug))');

  await knex.schema.createTable('workshop_resources', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_id').notNullable();
    table.text('title').notNullable();
    table.text('description');
    table.text('type').notNullable();
    table.check(
      "type in ('file', 'link', 'video', 'document', 'agent', 'bundle')",
      [],
      'workshop_resources_type_check',
    );
    table.text('url');
    table.text('file_path');
    table.integer('file_size');
    table.text('file_type');
    // A file uploaded through /v1/upload-temp and attached here: filePath then names its download route.
    table.uuid('file_id').references('id').inTable('files').onDelete('set null');
    table.integer('sort_order').notNullable().defaultTo(0);
    table.boolean('is_visible').notNullable().defaultTo(true);
    table.boolean('is_broadcast').notNullable().defaultTo(false);
    addTimestamps(knex, table, { softDelete: true });
    table.foreign(['tenant_id', 'workshop_id']).references(['tenant_id', 'id']).inTable('workshops');
    table.index(['tenant_id', 'workshop_id', 'sort_order']);
  });

  await knex.schema.createTable('workshop_schedules', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_id').notNullable();
    table.uuid('coach_id').notNullable().references('id').inTable('users');
    table.timestamp('start_date', { useTz: true }).notNullable();
    table.timestamp('end_date', { useTz: true }).notNullable();
    table.text('timezone').notNullable().defaultTo('UTC');
    table.text('country');
    table.text('location');
    table.text('level').notNullable().defaultTo('BEGINNER');
    table.text('status').notNullable().defaultTo('DRAFT');
    table.text('visibility').notNullable().defaultTo('PUBLIC');
    table.text('mode').notNullable().defaultTo('ONLINE');
    table.check('end_date > start_date', [], 'workshop_schedules_end_date_check');
    table.check(
      "status in ('DRAFT', 'PUBLISHED', 'CANCELLED', 'COMPLETED')",
      [],
      'workshop_schedules_status_check',
    );
    table.check("visibility in ('PUBLIC', 'PRIVATE', 'UNLISTED')", [], 'workshop_schedules_visibility_check');
    table.check("mode in ('IN-PERSON', 'ONLINE', 'HYBRID')", [], 'workshop_schedules_mode_check');
    addTimestamps(knex, table, { softDelete: true });
    table.foreign(['tenant_id', 'workshop_id']).references(['tenant_id', 'id']).inTable('workshops');
    table.index(['tenant_id', 'workshop_id']);
    table.index(['tenant_id', 'coach_id', 'start_date']);
  });
  // The marketplace reads published, public, live, future schedules across tenants, soonest first.
  await knex.schema.raw(`
    create index workshop_schedules_marketplace on workshop_schedules (start_date, tenant_id, id)
    where status = 'PUBLISHED' and visibility = 'PUBLIC' and deleted_at is null
  `);

  await knex.schema.createTable('workshop_tags', (table) => {
    table.uuid('tenant_id').notNullable();
    table.uuid('workshop_id').notNullable();
    table.uuid('tag_id').notNullable().references('id').inTable('tags').onDelete('cascade');
    table.primary(['tenant_id', 'workshop_id', 'tag_id']);
    table
      .foreign(['tenant_id', 'workshop_id'])
      .references(['tenant_id', 'id'])
      .inTable('workshops')
      .onDelete('cascade');
  });

  await knex.schema.createTable('job_postings', (table) => {
    addTenantKey(knex, table);
    table.text('title').notNullable();
    table.text('description').notNullable();
    table.text('company_name').notNullable();
    table.text('company_url');
    table.text('location').notNullable();
    table.text('employment_status').notNullable();
    table.text('experience_level').notNullable();
    table.text('listing_type');
    table.text('availability');
    table.text('poster_email').notNullable();
    table.text('skills_description').notNullable();
    table.text('external_job_posting_id');
    table.jsonb('workplace_types').notNullable().defaultTo('[]');
    table.jsonb('industries').notNullable().defaultTo('[]');
    table.jsonb('categories').notNullable().defaultTo('[]');
    table.jsonb('meta').notNullable().defaultTo('{}');
    table.text('status').notNullable().defaultTo('DRAFT');
    table.jsonb('preferences').notNullable().defaultTo('{}');
    table.specificType('recruiter_ids', 'uuid[]').notNullable().defaultTo('{}');
    table.jsonb('interview_questions').notNullable().defaultTo('[]');
    table.uuid('created_by').references('id').inTable('users').onDelete('set null');
    addTimestamps(knex, table, { softDelete: true });
    table.index(['tenant_id', 'status', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const name of [
    'job_postings',
    'workshop_tags',
    'workshop_schedules',
    'workshop_resources',
    'workshops',
    'workshop_templates',
  ]) {
    await knex.schema.dropTable(name);
  }
}
