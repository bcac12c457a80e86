import type { Knex } from 'knex';

/**
 * What follows a team's slug when it changes: users whose default team it is (soft-deleted ones too, so a
 * restore lands in the right team). The X-Team header and the front end's route carry the slug, not the
 * database, so this is the only stored reference; without it every member's next request without X-Team
 * named a team that no longer exists (403), or a team that took the old slug later.
 */
export async function renameTenantSlug(trx: Knex.Transaction, from: string, to: string): Promise<void> {
  await trx('users')
    .whereRaw('lower(default_tenant_slug) = lower(?)', [from])
    .update({ defaultTenantSlug: to });
}
