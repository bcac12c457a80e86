import { buffer } from 'node:stream/consumers';
import { IMAGE_WIDTHS, idParamsSchema, imageQuerySchema } from '@exceed/contract';
import sharp from 'sharp';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { StoredFile } from '../../models/stored-file.ts';
import { imageVariant } from '../../storage/image-variants.ts';
import { MAX_IMAGE_PIXELS } from '../../storage/read-image.ts';

/** A file never changes under its id (a new upload is a new id), so any cache may keep a variant forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The listed width to render for the one asked: the smallest that covers it, the largest by default. */
export function listedWidth(requested: number | undefined): number {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 0;
  return IMAGE_WIDTHS.find((width) => width >= (requested ?? largest)) ?? largest;
}

/** Whether an If-None-Match header names the tag (weak comparison, as RFC 9110 wants for GET). */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * GET /v1/images/:id?w=&dpr=: an uploaded image as WEBP at one of the listed widths times the density,
 * never wider than the original (SPEC.md §9: widths of the breakpoints, densities 1 and 2, webp). Public:
 * ids are random, and avatars show on public profiles. The tag names the id and the variant, so a
 * revalidation is answered (304) without reading or resizing anything, and each variant is resized once
 * per process and then served from a bounded cache (storage/image-variants.ts).
 */
export const showImage = defineRoute({
  method: 'get',
  path: '/images/:id',
  summary: 'Show an uploaded image, resized to WEBP',
  tags: ['Files'],
  responses: { 200: null, 304: null },
  request: { params: idParamsSchema, query: imageQuerySchema },
  handler: async (ctx) => {
    const { params, query } = ctx.state.input;
    const file = await StoredFile.query(ctx.knex).findById(params.id).whereNotNull('width');
    if (!file) throw notFound();

    const width = listedWidth(query.w);
    const etag = `"${file.id}-${width}-${query.dpr}"`;
    if (matches(ctx.get('If-None-Match'), etag)) {
      ctx.set({ ETag: etag, 'Cache-Control': IMMUTABLE });
      ctx.status = 304;
      ctx.body = null;
      return undefined;
    }

    const resized = await imageVariant(
      `${file.id}:${width}:${query.dpr}`,
      async () => {
        const original = await ctx.storage.get(file.storageKey);
        if (!original) throw notFound();
        // Read whole: sharp decodes the whole image anyway, and images are small (UPLOAD_MAX_BYTES).
        return buffer(original.body);
      },
      (original) =>
        sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
          .resize({ width: width * query.dpr, withoutEnlargement: true })
          .webp()
          .toBuffer(),
    );
    ctx.set({ ETag: etag, 'Cache-Control': IMMUTABLE });
    ctx.type = 'image/webp';
    ctx.body = resized;
    return undefined;
  },
});
