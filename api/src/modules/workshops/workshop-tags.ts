import type { Knex } from 'knex';
import { validationFailed } from '../../errors.ts';
import { Tag } from '../../models/tag.ts';

/** Message of a tagIds entry that names no tag. */
export const UNKNOWN_TAG_MESSAGE = 'Unknown tag.';

/**
 * Makes `tagIds` the workshop's tags, in the route's transaction. Every id must name a tag (422 on tagIds
 * otherwise, checked here so the client gets a message rather than the foreign key's error). The link rows
 * are written with plain knex: the join table has no model, and (tenant_id, workshop_id) keeps them the
 * workshop's tenant's.
 */
export async function replaceWorkshopTags(
  trx: Knex,
  tenantId: string,
  workshopId: string,
  tagIds: readonly string[],
): Promise<void> {
  if (tagIds.length > 0) {
    const found = await Tag.query(trx)
      .whereIn('id', [...tagIds])
      .resultSize();
    // The contract makes the ids unique, so one missing row means one unknown id.
    if (found !== tagIds.length) throw validationFailed({ tagIds: [UNKNOWN_TAG_MESSAGE] });
  }
  await trx('workshopTags').where({ tenantId, workshopId }).delete();
  if (tagIds.length > 0) {
    await trx('workshopTags').insert(tagIds.map((tagId) => ({ tenantId, workshopId, tagId })));
  }
}
