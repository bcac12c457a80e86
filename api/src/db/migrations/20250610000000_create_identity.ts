import type { Knex } from 'knex';
import { addTimestamps } from '../migration-helpers.ts';

/**
 * Identity (issue 3): users and their profiles, tenant memberships, roles and permissions, uploaded files,
 * sessions, one-time codes and links, external sign-in connections, rate-limit counters and tags.
 *
 * Emails and usernames are unique whatever their case, soft-deleted users included, so a restore never
 * clashes (as tenant slugs). Secrets (session tokens, codes, links) are stored as SHA-256 hashes only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('username').notNullable();
    table.text('email').notNullable();
    table.text('status').notNullable().defaultTo('pending');
    table.check("status in ('pending', 'active', 'suspended')", [], 'users_status_check');
    table.text('password_hash');
    table.uuid('avatar');
    table.timestamp('email_verified_at', { useTz: true });
    table.text('default_tenant_slug');
    table.text('color_mode').notNullable().defaultTo('auto');
    table.check("color_mode in ('auto', 'light', 'dark')", [], 'users_color_mode_check');
    addTimestamps(knex, table, { softDelete: true });
  });
  await knex.schema.raw('create unique index users_email_unique on users (lower(email))');
  await knex.schema.raw('create unique index users_username_unique on users (lower(username))');

  await knex.schema.createTable('files', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('owner_id').references('id').inTable('users').onDelete('set null');
    table.text('storage_key').notNullable().unique();
    table.text('original_name').notNullable();
    table.text('mime_type').notNullable();
    table.integer('size').notNullable();
    table.integer('width');
    table.integer('height');
    // Temporary uploads expire unless attached; attached files have no expiry.
    table.timestamp('expires_at', { useTz: true });
    addTimestamps(knex, table);
  });
  await knex.schema.alterTable('users', (table) => {
    table.foreign('avatar').references('id').inTable('files').onDelete('set null');
  });

  await knex.schema.createTable('profiles', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('cascade');
    table.text('first_name').notNullable();
    table.text('middle_name');
    table.text('last_name').notNullable();
    table.text('headline');
    table.text('country');
    table.text('phone_number');
    table.jsonb('social_accounts').notNullable().defaultTo('[]');
    addTimestamps(knex, table);
  });

  await knex.schema.createTable('coach_profiles', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('cascade');
    table.text('business_name');
    table.jsonb('specializations').notNullable().defaultTo('[]');
    table.text('bio');
    table.text('introduction_video');
    table.jsonb('experiences').notNullable().defaultTo('[]');
    table.jsonb('certifications').notNullable().defaultTo('[]');
    table.boolean('completed_business_accelerator').notNullable().defaultTo(false);
    table.boolean('completed_video_resources').notNullable().defaultTo(false);
    table.boolean('completed_quizzes').notNullable().defaultTo(false);
    table.boolean('completed_consultation').notNullable().defaultTo(false);
    addTimestamps(knex, table);
  });

  await knex.schema.createTable('tenant_members', (table) => {
    table.uuid('tenant_id').notNullable().references('id').inTable('tenants').onDelete('cascade');
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    table.text('status').notNullable().defaultTo('ACTIVE');
    table.check("status in ('ACTIVE', 'PENDING', 'SUSPENDED')", [], 'tenant_members_status_check');
    table.primary(['tenant_id', 'user_id']);
    table.index(['user_id']);
    addTimestamps(knex, table);
  });

  await knex.schema.createTable('permissions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name').notNullable().unique();
    table.text('description');
    addTimestamps(knex, table);
  });
  await knex.schema.createTable('roles', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name').notNullable().unique();
    table.text('description');
    addTimestamps(knex, table);
  });
  await knex.schema.createTable('role_permissions', (table) => {
    table.uuid('role_id').notNullable().references('id').inTable('roles').onDelete('cascade');
    table.uuid('permission_id').notNullable().references('id').inTable('permissions').onDelete('cascade');
    table.primary(['role_id', 'permission_id']);
  });
  await knex.schema.createTable('user_roles', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    table.uuid('role_id').notNullable().references('id').inTable('roles').onDelete('cascade');
    table.primary(['user_id', 'role_id']);
  });

  await knex.schema.createTable('auth_sessions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    table.text('kind').notNullable();
    table.check("kind in ('cookie', 'token')", [], 'auth_sessions_kind_check');
    table.text('token_hash').notNullable().unique();
    table.text('user_agent');
    table.text('ip');
    table.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('revoked_at', { useTz: true });
    addTimestamps(knex, table);
    table.index(['user_id']);
  });

  // One-time codes (OTP) and sign-in links: hashed, single use, expiring, with a count of wrong tries.
  await knex.schema.createTable('auth_challenges', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('purpose').notNullable();
    table.check(
      "purpose in ('login', 'register', 'verify-email', 'link')",
      [],
      'auth_challenges_purpose_check',
    );
    table.text('email').notNullable();
    table.uuid('user_id').references('id').inTable('users').onDelete('cascade');
    table.text('secret_hash').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.jsonb('payload');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('consumed_at', { useTz: true });
    addTimestamps(knex, table);
    table.index(['purpose', 'email']);
  });

  await knex.schema.createTable('oauth_connections', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    table.text('provider').notNullable();
    table.text('subject').notNullable();
    table.text('access_token');
    table.text('refresh_token');
    table.text('id_token');
    table.text('scope');
    table.timestamp('expires_at', { useTz: true });
    addTimestamps(knex, table);
    table.unique(['provider', 'subject']);
    table.unique(['user_id', 'provider']);
  });

  // Counters of fixed windows shared by every API replica (DESIGN.md: stateless replicas).
  await knex.schema.createTable('rate_limit_counters', (table) => {
    table.text('key').notNullable();
    table.timestamp('window_start', { useTz: true }).notNullable();
    table.integer('hits').notNullable().defaultTo(0);
    table.primary(['key', 'window_start']);
  });

  await knex.schema.createTable('tags', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name').notNullable();
    table.text('slug').notNullable().unique();
    addTimestamps(knex, table);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'tags',
    'rate_limit_counters',
    'oauth_connections',
    'auth_challenges',
    'auth_sessions',
    'user_roles',
    'role_permissions',
    'roles',
    'permissions',
    'tenant_members',
    'coach_profiles',
    'profiles',
  ]) {
    await knex.schema.dropTable(table);
  }
  await knex.schema.alterTable('users', (table) => table.dropForeign('avatar'));
  await knex.schema.dropTable('files');
  await knex.schema.dropTable('users');
}
