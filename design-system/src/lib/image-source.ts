/** Where stored image file ids are served from (GET /v1/images/:id), unless a caller says otherwise. */
export const DEFAULT_IMAGE_HOST = '/v1/images/';

/**
 * The URL of an image given a stored file id or a URL (SPEC.md §9: "avatars use the image host unless
 * the source starts with http or /"). `data:` and `blob:` URLs pass through too, so a picked file can be
 * previewed before it is uploaded. Empty sources give `undefined` (no image). Shared by Avatar and Image.
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
  return `${withTrailingSlash(imageHost)}${src}`;
}

/**
 * Whether a resolved URL is served by the image host, which can resize it (`?w=&dpr=`). The API gives
 * stored images as `/v1/images/{id}`, so those count as well as bare file ids; so does the same path
 * written out whole on this page's own origin, as a workshop's image is (SPEC.md §5: a valid URL).
 */
export function isImageHostUrl(url: string, imageHost: string = DEFAULT_IMAGE_HOST): boolean {
  const host = withTrailingSlash(imageHost);
  if (url.startsWith(host)) return true;
  if (!host.startsWith('/') || !/^https?:\/\//.test(url) || typeof window === 'undefined') return false;
  const absolute = new URL(url);
  return absolute.origin === window.location.origin && absolute.pathname.startsWith(host);
}

function withTrailingSlash(host: string): string {
  return host.endsWith('/') ? host : `${host}/`;
}
