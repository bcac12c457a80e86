/** Where avatar file ids are served from, unless a caller says otherwise. */
export const DEFAULT_IMAGE_HOST = '/v1/images/';

/**
 * The URL of an image given a stored file id or a URL (SPEC.md §9: "avatars use the image host unless
 * the source starts with http or /"). `data:` and `blob:` URLs pass through too, so a picked file can be
 * previewed before it is uploaded. Empty sources give `undefined` (no image).
 *
 * `resolveImageSrc('abc')` → `/v1/images/abc`; `resolveImageSrc('https://cdn.example/a.webp')` unchanged.
 */
export function resolveImageSrc(
  src: string | null | undefined,
  imageHost: string = DEFAULT_IMAGE_HOST,
): string | undefined {
  if (!src) return undefined;
  if (src.startsWith('http') || src.startsWith('/') || src.startsWith('data:') || src.startsWith('blob:')) {
    return src;
  }
  return imageHost.endsWith('/') ? `${imageHost}${src}` : `${imageHost}/${src}`;
}

/**
 * Avatar fallback text: the first letters of the first two words of the alt text, upper-cased
 * (SPEC.md §9). "Ada Lovelace King" → "AL", "ada" → "A", "" → "".
 */
export function initials(alt: string): string {
  return alt
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}
