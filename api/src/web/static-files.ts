import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';
import type { Context } from 'koa';
import { cacheControlFor } from './cache-policy.ts';

/** The absolute file a URL path names inside root, or undefined when it would leave root or is garbled. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return file.startsWith(base + sep) ? file : undefined;
}

/**
 * Answers a GET or HEAD with the file a URL path names inside root, with its type, Last-Modified (so a
 * revalidation gets 304) and the cache policy of its name. Answers false, touching nothing, when there is
 * no such file (directories are not listed). `status` other than 200 (the shell's page for an unknown
 * path, 404) is never answered 304: Koa finds only a 2xx response fresh.
 */
export async function sendFile(ctx: Context, root: string, urlPath: string, status = 200): Promise<boolean> {
  const file = resolveInside(root, urlPath);
  if (!file) return false;
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) return false;

  ctx.status = status;
  ctx.type = extname(file) || 'application/octet-stream';
  ctx.lastModified = stats.mtime;
  ctx.set('Cache-Control', cacheControlFor(basename(file)));
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  // The build writes .br and .gz twins of text files (scripts/build.ts); the compression middleware
  // leaves a response that already has a Content-Encoding alone.
  ctx.vary('Accept-Encoding');
  // Asked one by one: a browser lists gzip before br at the same weight, but the br twin is smaller.
  const encoding = ['br', 'gzip'].find((name) => ctx.acceptsEncodings(name, 'identity') === name);
  const twin = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : undefined;
  const twinStats = twin ? await stat(twin).catch(() => undefined) : undefined;
  // Koa writes no body for HEAD and destroys the unread stream when the response ends.
  // A twin older than its file (the file was replaced alone) is stale.
  if (twin && twinStats?.isFile() && twinStats.mtimeMs >= stats.mtimeMs) {
    ctx.set('Content-Encoding', encoding ?? '');
    ctx.body = createReadStream(twin);
    ctx.length = twinStats.size;
  } else {
    ctx.body = createReadStream(file);
    ctx.length = stats.size;
  }
  return true;
}
