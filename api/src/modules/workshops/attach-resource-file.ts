import type { Knex } from 'knex';
import { validationFailed } from '../../errors.ts';
import { StoredFile } from '../../models/stored-file.ts';
import type { Actor } from '../../policies/actor.ts';
import { resourceFileFields } from '../../workshops/resource-file.ts';

/**
 * Attaches a temporary upload (POST /v1/upload-temp) to a resource: the file stops expiring and the
 * resource's filePath, fileSize and fileType describe it. Only the uploader's own temporary files can be
 * attached (an administrator's too), so nobody can take another user's avatar or attached file.
 */
export async function attachResourceFile(
  trx: Knex,
  actor: Actor,
  fileId: string,
  location: { workshopId: string; resourceId: string },
): Promise<ReturnType<typeof resourceFileFields>> {
  const file = await StoredFile.query(trx).findById(fileId);
  const usable = file && file.expiresAt !== null && (file.ownerId === actor.user.id || actor.superAdmin);
  if (!file || !usable) throw validationFailed({ fileId: ['The file must be a temporary upload of yours.'] });
  await StoredFile.query(trx).findById(file.id).patch({ expiresAt: null });
  return resourceFileFields(file, location);
}
