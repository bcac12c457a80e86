import { UUID_PATTERN } from '@exceed/contract';
import type { Knex } from 'knex';
import { StoredFile } from '../models/stored-file.ts';
import type { Actor } from '../policies/actor.ts';

/**
 * The stored file a workshop's image names, when the image is the image route's own address (relative or
 * under APP_URL): a cover uploaded to Exceed rather than a picture elsewhere.
 */
export function storedImageId(image: string, appUrl: string): string | undefined {
  const url = URL.parse(image, appUrl);
  if (!url || url.origin !== new URL(appUrl).origin) return undefined;
  const id = /^\/v1\/images\/([^/]+)$/.exec(url.pathname)?.[1];
  return id && UUID_PATTERN.test(id) ? id : undefined;
}

/**
 * What setting a workshop's image brings with it: the placeholder of the stored picture it names (null for
 * a picture elsewhere, or none), to show while the cover loads. A temporary upload of the writer's own is
 * attached, so the cover the coach just uploaded does not expire with the day.
 */
export async function coverFields(
  trx: Knex,
  actor: Actor,
  image: string | null | undefined,
  appUrl: string,
): Promise<{ imagePlaceholder?: string | null }> {
  if (image === undefined) return {};
  const id = image ? storedImageId(image, appUrl) : undefined;
  const file = id ? await StoredFile.query(trx).findById(id) : undefined;
  if (file?.expiresAt && (file.ownerId === actor.user.id || actor.superAdmin)) {
    await StoredFile.query(trx).findById(file.id).patch({ expiresAt: null });
  }
  return { imagePlaceholder: file?.placeholder ?? null };
}
