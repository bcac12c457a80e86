import type { Knex } from 'knex';

/**
 * OpenID Connect sign-ins and connections in flight: one row per redirect to a provider, holding what the
 * callback must check (state, PKCE verifier, nonce) and what it must do next (the user being connected,
 * where to go). Rows are single use (the callback deletes them) and expire after ten minutes. The state
 * travels through the browser, so only its SHA-256 hash is stored, as every other secret. The verifier and
 * nonce never leave the server until the code exchange, which needs them in clear.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('oauth_states', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('state_hash').notNullable().unique();
    table.text('provider').notNullable();
    table.text('code_verifier').notNullable();
    table.text('nonce').notNullable();
    // The signed-in user who connects an account (multiplai); null for a sign-in.
    table.uuid('user_id').references('id').inTable('users').onDelete('cascade');
    table.text('redirect');
    table.check("redirect is null or redirect like '/%'", [], 'oauth_states_redirect_check');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('oauth_states');
}
