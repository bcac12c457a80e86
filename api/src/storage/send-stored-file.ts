import type { Knex } from 'knex';
import type { Context } from 'koa';
import { notFound } from '../errors.ts';
import { StoredFile } from '../models/stored-file.ts';
import { inertType } from './inert-type.ts';

/**
 * Answers a stored file as a download (its type and original name, never cached by a shared cache),
 * streamed from the storage; 404 when there is no file or its bytes are gone. The caller decided who may
 * have it. Not in a transaction: a store may read with connections of its own (database-file-storage.ts),
 * and the body streams after the handler.
 */
export async function sendStoredFile(ctx: Context, knex: Knex, fileId: string | null): Promise<void> {
  const file = fileId ? await StoredFile.query(knex).findById(fileId) : undefined;
  const stored = file ? await ctx.storage.get(file.storageKey) : undefined;
  if (!file || !stored) throw notFound();
  ctx.type = inertType(file.mimeType);
  ctx.attachment(file.originalName);
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.body = stored.body;
  ctx.length = stored.size;
}
