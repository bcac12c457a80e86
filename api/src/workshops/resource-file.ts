import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { StoredFile } from '../models/stored-file.ts';
import type { WorkshopResource } from '../models/workshop-resource.ts';
import { sendStoredFile } from '../storage/send-stored-file.ts';

/** Where a resource's uploaded file is downloaded: members of the team only, through the API. */
const resourceFilePath = (workshopId: string, resourceId: string): string =>
  `/v1/workshops/${workshopId}/resources/${resourceId}/file`;

/** What a resource records of its attached file: the file, its download path, its size and type. */
export function resourceFileFields(
  file: StoredFile,
  { workshopId, resourceId }: { workshopId: string; resourceId: string },
): { fileId: string; filePath: string; fileSize: number; fileType: string } {
  return {
    fileId: file.id,
    filePath: resourceFilePath(workshopId, resourceId),
    fileSize: file.size,
    fileType: file.mimeType,
  };
}

/**
 * Answers the uploaded file of a resource as a download; 404 when the resource has no uploaded file or its
 * bytes are gone. The caller decided who may have it: the team's route for members, the booking's route
 * for its parties. Not in a transaction: a store may read with connections of its own (sendStoredFile).
 */
export async function sendResourceFile(ctx: Context, knex: Knex, resource: WorkshopResource): Promise<void> {
  await sendStoredFile(ctx, knex, resource.fileId);
}
