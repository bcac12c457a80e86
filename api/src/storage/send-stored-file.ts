import type { Knex } from 'knex';
import type { Context } from 'koa';
import { notFound } from '../errors.ts';
import { StoredFile } from '../models/stored-file.ts';
import { inertType } from './inert-type.ts';

/**
 * Answers a stored file as a download (its type and original name, never cached by a shared cache); 404
 * when there is no file or its bytes are gone. The caller decided who may have it.
 */
export async function sendStoredFile(ctx: Context, trx: Knex, fileId: string | null): Promise<void> {
  const file = fileId ? await StoredFile.query(trx).findById(fileId) : undefined;
  const bytes = file ? await ctx.storage.get(file.storageKey) : undefined;
  if (!file || !bytes) throw notFound();
  ctx.type = inertType(file.mimeType);
  ctx.attachment(file.originalName);
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.body = bytes;
}
