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

/**
 * A user who is no longer in the team of `slug` and had it as their default team gets another team they
 * are an ACTIVE member of (the one they joined first), or none: their next request then asks them to
 * choose a team (400) rather than being refused by the team they left (403).
 */
export async function replaceDefaultTeam(trx: Knex.Transaction, userId: string, slug: string): Promise<void> {
  const another = trx('tenant_members as m')
    .join('tenants as t', 't.id', 'm.tenantId')
    .where({ 'm.userId': userId, 'm.status': 'ACTIVE' })
    .whereNull('t.deletedAt')
    .orderBy([{ column: 'm.createdAt' }, { column: 't.slug' }])
    .limit(1)
    .select('t.slug');
  await trx('users')
    .where('id', userId)
    .whereRaw('lower(default_tenant_slug) = lower(?)', [slug])
    .update({ defaultTenantSlug: another });
}
