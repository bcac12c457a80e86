import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import sharp from 'sharp';
import type { FileStorage } from '../storage/file-storage.ts';
import { makeImagePlaceholder } from '../storage/image-placeholder.ts';
import { storeFile } from '../storage/store-file.ts';
import { COVER_HEIGHT, COVER_WIDTH, renderDemoCover } from './demo-cover.ts';

/** Portraits are drawn at this size: twice the largest avatar a page shows, so they stay sharp. */
const PORTRAIT_SIZE = 512;

/** Where the demo accounts' portraits live: one SVG per username (portraits/README.md says whose art). */
const PORTRAITS = new URL('./portraits/', import.meta.url);

async function storeImage(
  trx: Knex.Transaction,
  storage: FileStorage,
  ownerId: string,
  filename: string,
  image: { bytes: Buffer; width: number; height: number },
): Promise<{ id: string; placeholder: string }> {
  const mimeType = 'image/png';
  const placeholder = await makeImagePlaceholder(image.bytes);
  const file = await storeFile(
    storage,
    trx,
    { field: 'file', filename, mimeType, bytes: image.bytes },
    { ownerId, mimeType, width: image.width, height: image.height, placeholder, expiresAt: null },
  );
  return { id: file.id, placeholder };
}

/**
 * Stores the portrait of a demo account, if it has one, as an upload of theirs: the file id for the
 * user's `avatar`, or null.
 */
export async function seedPortrait(
  trx: Knex.Transaction,
  storage: FileStorage,
  user: { id: string; username: string },
): Promise<string | null> {
  const svg = await readFile(new URL(`${user.username}.svg`, PORTRAITS)).catch(() => undefined);
  if (!svg) return null;
  const bytes = await sharp(svg, { density: 144 }).resize(PORTRAIT_SIZE).png().toBuffer();
  const { id } = await storeImage(trx, storage, user.id, `${user.username}.png`, {
    bytes,
    width: PORTRAIT_SIZE,
    height: PORTRAIT_SIZE,
  });
  return id;
}

/**
 * Stores the cover of a demo workshop as an upload of its coach and answers the workshop's image fields. A
 * workshop's image is a URL (SPEC.md §5), so it is the image route's, absolute under APP_URL.
 */
export async function seedCover(
  trx: Knex.Transaction,
  storage: FileStorage,
  appUrl: string,
  workshop: { coachId: string; title: string; tag: string | undefined; index: number },
): Promise<{ image: string; imagePlaceholder: string }> {
  const bytes = await renderDemoCover(workshop.title, workshop.tag, workshop.index);
  const { id, placeholder } = await storeImage(trx, storage, workshop.coachId, 'cover.png', {
    bytes,
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
  });
  return { image: new URL(`/v1/images/${id}`, appUrl).href, imagePlaceholder: placeholder };
}
