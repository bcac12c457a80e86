import type { Knex } from 'knex';
import type { ModelConstructor } from 'objection';
import { slugify } from '../../db/slugify.ts';
import type { TenantModel } from '../../db/tenant-model.ts';

/** A tenant-owned model with a slug unique per tenant (workshops, templates: index on (tenant_id, lower(slug))). */
type SlugOwner<M extends TenantModel & { slug: string }> = ModelConstructor<M> &
  Pick<typeof TenantModel, 'forTenant'>;

/**
 * A slug made from `text` that no row of the tenant holds yet, deleted rows included (the unique index
 * covers them, so a restore never clashes): `title`, then `title-2`, `title-3`... Two concurrent creates
 * may still pick the same one; the unique index then answers the loser with a 422 on slug.
 */
export async function uniqueSlug<M extends TenantModel & { slug: string }>(
  model: SlugOwner<M>,
  tenantId: string,
  trx: Knex,
  text: string,
): Promise<string> {
  const base = slugify(text);
  // `base` holds only [a-z0-9-], so it needs no escaping inside the LIKE pattern.
  const rows = await model
    .forTenant(tenantId, trx)
    .withDeleted()
    .select('slug')
    .where((group) =>
      group.whereRaw('lower(slug) = ?', [base]).orWhereRaw('lower(slug) like ?', [`${base}-%`]),
    );
  const taken = new Set(rows.map((row) => row.slug.toLowerCase()));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
