import { IMAGE_FORMATS, type ImageFormat } from '@exceed/contract';
import sharp from 'sharp';

/**
 * Largest image, in pixels, the API takes in: a few kilobytes of PNG can declare a picture that needs
 * gigabytes to decode, so both the upload check and the resizer refuse more (about 10000 x 10000).
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

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
 * chooses): undefined for anything but a PNG, JPEG or WEBP that sharp can open, or one too large to decode.
 */
export async function readImage(bytes: Buffer): Promise<ImageInfo | undefined> {
  // sharp refuses what it cannot decode: that is not an image either.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!metadata) return undefined;
  const format = IMAGE_FORMATS.find((known) => known === metadata.format);
  const { width, height } = metadata.autoOrient;
  if (!format || width * height > MAX_IMAGE_PIXELS) return undefined;
  return { format, mimeType: `image/${format}`, width, height };
}
