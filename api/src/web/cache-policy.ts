/** A file name carrying a content hash: `main.3fa9c2b1.js`, `412.a1b2c3d4e5f6.chunk.js`. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;

/** A year: the longest cache browsers honour. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Use the copy only after checking it is still current (Last-Modified → 304). */
const REVALIDATE = 'no-cache';

/**
 * Cache-Control of a front-end file. A hashed name changes when its content does, so it can be cached
 * forever; everything else (index.html, mf-manifest.json, remoteEntry.js, remotes.json) names the hashed
 * files of the current deploy and must be revalidated, or a redeployed remote would not be seen.
 */
export function cacheControlFor(fileName: string): string {
  return HASHED_NAME.test(fileName) ? IMMUTABLE : REVALIDATE;
}
