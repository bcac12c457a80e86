import type { Knex } from 'knex';
import { addTimestamps, setAllowedValues } from '../migration-helpers.ts';

const PURPOSES = ['login', 'register', 'verify-email', 'link', 'confirm-change', 'change-email'];
const NEW_PURPOSES = ['second-factor', 'passkey-register', 'passkey-sign-in'];

/**
 * A second factor (decision 0096): an authenticator app (TOTP) with recovery codes, and passkeys.
 * - auth_sessions.second_factor_at: when the session proved a second factor (a passkey sign-in, the
 *   authenticator app's step, or setting one up in it); the admin area and payout changes need it.
 * - totp_factors: the user's authenticator app secret, confirmed once its first code matched; last_step
 *   keeps a code from being used twice within its 30 seconds.
 * - recovery_codes: ten single-use codes (hashed) for when the app is lost.
 * - passkeys: WebAuthn credentials, each a sign-in method by itself.
 * - auth_challenges: the pending second step of a sign-in, and WebAuthn challenges, are challenges too;
 *   a passkey sign-in's challenge names nobody, so email may be empty.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_sessions', (table) => {
    table.timestamp('second_factor_at', { useTz: true });
  });
  await knex.schema.createTable('totp_factors', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('cascade');
    table.text('secret').notNullable();
    table.timestamp('confirmed_at', { useTz: true });
    table.bigInteger('last_step');
    addTimestamps(knex, table);
  });
  await knex.schema.createTable('recovery_codes', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    table.text('code_hash').notNullable();
    table.timestamp('used_at', { useTz: true });
    addTimestamps(knex, table);
    table.index(['user_id']);
  });
  await knex.schema.createTable('passkeys', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    table.text('credential_id').notNullable().unique();
    table.binary('public_key').notNullable();
    table.bigInteger('counter').notNullable().defaultTo(0);
    table.specificType('transports', 'text[]').notNullable().defaultTo('{}');
    table.text('name').notNullable();
    table.boolean('backed_up').notNullable().defaultTo(false);
    table.timestamp('last_used_at', { useTz: true });
    addTimestamps(knex, table);
    table.index(['user_id']);
  });
  await setPurposes(knex, [...PURPOSES, ...NEW_PURPOSES]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('auth_challenges').whereIn('purpose', NEW_PURPOSES).delete();
  await setPurposes(knex, PURPOSES);
  await knex.schema.dropTable('passkeys');
  await knex.schema.dropTable('recovery_codes');
  await knex.schema.dropTable('totp_factors');
  await knex.schema.alterTable('auth_sessions', (table) => {
    table.dropColumn('second_factor_at');
  });
}

const setPurposes = (knex: Knex, purposes: string[]) =>
  setAllowedValues(knex, 'auth_challenges', 'purpose', purposes, 'auth_challenges_purpose_check');
