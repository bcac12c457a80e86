import { IMAGE_PLACEHOLDER } from '@exceed/contract';
import sharp from 'sharp';

/**
 * SPEC.md §9's placeholder of a picture: squeezed to 10x10 and encoded as WEBP at quality 50, a `data:`
 * URL of a few hundred bytes that is kept beside the file and sent with whatever shows it, so a page can
 * paint the picture's colours (blurred) before the picture itself arrives.
 */
export async function makeImagePlaceholder(bytes: Buffer): Promise<string> {
  const { width, height, quality } = IMAGE_PLACEHOLDER;
  const webp = await sharp(bytes, { autoOrient: true })
    .resize(width, height, { fit: 'fill' })
    .webp({ quality })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
