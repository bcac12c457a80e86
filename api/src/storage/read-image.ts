import { IMAGE_FORMATS, type ImageFormat, MAX_IMAGE_MEGAPIXELS } from '@exceed/contract';
import sharp from 'sharp';

/**
 * Largest image, in pixels, the API takes in: a few kilobytes of PNG can declare a picture that needs
 * gigabytes to decode. 40 megapixels holds any camera's photo for an avatar or a cover (8000 × 5000) and
 * decodes in about 160 MB; the upload check and the resizer both refuse more.
 */
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** What the bytes of an accepted image are. */
export interface ImageInfo {
  format: ImageFormat;
  mimeType: `image/${ImageFormat}`;
  /** As shown: after the EXIF orientation, so a portrait photo is taller than wide. */
  width: number;
  height: number;
}

/**
 * Reads the format from the bytes themselves (never the file name or the declared type, which the client
 * chooses): the image for a PNG, JPEG or WEBP that sharp can open, 'too-large' for one above
 * MAX_IMAGE_PIXELS, undefined for anything else (sharp refuses what it cannot decode: not an image either).
 */
export async function readImage(bytes: Buffer): Promise<ImageInfo | 'too-large' | undefined> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!metadata) return undefined;
  const format = IMAGE_FORMATS.find((known) => known === metadata.format);
  if (!format) return undefined;
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS) return 'too-large';
  return { format, mimeType: `image/${format}`, width, height };
}

/** Whether bytes decode as a picture (any format sharp reads), to its last pixel. */
export const decodes = (bytes: Buffer): Promise<boolean> =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .stats()
    .then(
      () => true,
      () => false,
    );
