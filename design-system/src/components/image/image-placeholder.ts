import { IMAGE_PLACEHOLDER } from '@exceed/contract';
import { resolveImageSrc } from '../../lib/image-source.ts';

export { IMAGE_PLACEHOLDER };

/** The size of an image in pixels and its width-to-height ratio; all 0 when it could not be read. */
export interface ImageDimensions {
  width: number;
  height: number;
  ratio: number;
}

/** Loads an image element from a URL; rejects when it fails to load. */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new window.Image();
    image.addEventListener('load', () => resolve(image), { once: true });
    image.addEventListener('error', () => reject(new Error(`Image failed to load: ${url}`)), { once: true });
    image.src = url;
  });
}

/** Runs `read` on a loaded image from a file or a URL (a file id goes through the image host). */
async function withImage<T>(source: Blob | string, read: (image: HTMLImageElement) => T): Promise<T> {
  const objectUrl = typeof source === 'string' ? undefined : URL.createObjectURL(source);
  try {
    const url = objectUrl ?? resolveImageSrc(source as string);
    if (!url) throw new Error('No image source');
    return read(await loadImage(url));
  } finally {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }
}

/**
 * The pixel size and ratio of an image file (e.g. one just picked for upload) or URL. A file that is not an
 * image, a URL that fails or a browser without the APIs gives 0 width, 0 height, 0 ratio (SPEC.md §8),
 * never an error, so callers can store the result as it is.
 */
export async function readImageDimensions(source: Blob | string): Promise<ImageDimensions> {
  try {
    return await withImage(source, ({ naturalWidth: width, naturalHeight: height }) =>
      width > 0 && height > 0 ? { width, height, ratio: width / height } : { width: 0, height: 0, ratio: 0 },
    );
  } catch {
    return { width: 0, height: 0, ratio: 0 };
  }
}

/**
 * A placeholder for `Image`: the picture shrunk to 10x10 and encoded as WEBP at quality 50, as a `data:`
 * URL of a few hundred bytes that can be stored beside the image. `undefined` when the image cannot be
 * read or drawn (a failed load, another origin without CORS, no canvas).
 */
export async function createImagePlaceholder(source: Blob | string): Promise<string | undefined> {
  try {
    return await withImage(source, (image) => {
      const canvas = document.createElement('canvas');
      canvas.width = IMAGE_PLACEHOLDER.width;
      canvas.height = IMAGE_PLACEHOLDER.height;
      const context = canvas.getContext('2d');
      if (!context) return undefined;
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', IMAGE_PLACEHOLDER.quality / 100);
    });
  } catch {
    return undefined;
  }
}

/**
 * A CSS `background-image` that shows a tiny placeholder stretched over the box and blurred by
 * `IMAGE_PLACEHOLDER.blur` of its own pixels, as an SVG filter so the blur scales with the box. The
 * alpha step keeps the edges opaque instead of fading into the page.
 */
export function placeholderBackground(placeholder: string): string {
  const { width, height, blur } = IMAGE_PLACEHOLDER;
  const href = placeholder.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none">` +
    `<filter id="b" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${blur}"/>` +
    '<feComponentTransfer><feFuncA type="discrete" tableValues="1 1"/></feComponentTransfer></filter>' +
    `<image width="100%" height="100%" preserveAspectRatio="none" filter="url(#b)" href="${href}"/>` +
    '</svg>';
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
