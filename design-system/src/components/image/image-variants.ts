import { isImageHostUrl } from '../../lib/image-source.ts';
import { breakpoints } from '../../theme/tokens.ts';

/** Screen densities the image host renders (SPEC.md §9): 1x and 2x. */
export const IMAGE_DENSITIES = [1, 2] as const;

/**
 * Widths in CSS px the image host renders (the breakpoints of SPEC.md §9, xs 320 to 2xl 1536); it rounds
 * any other width up to one of these, so asking for them directly keeps one cached file per variant.
 */
export const IMAGE_WIDTHS: readonly number[] = Object.values(breakpoints).sort((a, b) => a - b);

/** The smallest listed width that covers `width` CSS px, or the largest when none does. */
export function variantWidth(width: number): number {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width;
  return IMAGE_WIDTHS.find((listed) => listed >= width) ?? largest;
}

/** The image host URL of one variant: `/v1/images/abc?w=640&dpr=2`. */
export function variantUrl(url: string, width: number, density = 1): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}w=${width}${density === 1 ? '' : `&dpr=${density}`}`;
}

/** What `<img>` needs: a fallback `src` and, for image-host URLs, a `srcSet`. */
export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * The sources of an image shown `width` CSS px wide. Image-host URLs get WEBP variants (the host only
 * serves WEBP): a fixed image lists 1x and 2x of its width; a responsive one (with `sizes`) lists every
 * breakpoint width plus the 2x of the widest, and the browser picks by `sizes` and the screen's density.
 * Other URLs (external, `data:`, `blob:`) are used as they are.
 */
export function imageSources(
  url: string,
  width: number,
  responsive: boolean,
  imageHost?: string,
): ImageSources {
  if (!isImageHostUrl(url, imageHost)) return { src: url };
  const base = variantWidth(width);
  if (!responsive) {
    const srcSet = IMAGE_DENSITIES.map((density) => `${variantUrl(url, base, density)} ${density}x`).join(
      ', ',
    );
    return { src: variantUrl(url, base), srcSet };
  }
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? base;
  const candidates = new Map<number, string>();
  for (const density of IMAGE_DENSITIES) {
    for (const listed of IMAGE_WIDTHS) {
      const pixels = listed * density;
      // 320 at 2x is the same file size as 640 at 1x; keep the 1x one and only add 2x beyond the widest.
      if (!candidates.has(pixels) && (density === 1 || pixels > largest)) {
        candidates.set(pixels, variantUrl(url, listed, density));
      }
    }
  }
  const srcSet = [...candidates].map(([pixels, candidate]) => `${candidate} ${pixels}w`).join(', ');
  return { src: variantUrl(url, base), srcSet };
}
