/** Types a browser would run or render as a page, whatever the bytes say. */
const ACTIVE = /^(text\/html|application\/(xhtml\+xml|xml|javascript|x-shockwave-flash)|image\/svg\+xml)\b/i;

/** What a file of unknown or active type is stored and served as. */
export const OPAQUE_TYPE = 'application/octet-stream';

/**
 * The type to record or serve a file under: its own, unless a browser would run it, then opaque bytes.
 * Applied on the way in (a new upload) and on the way out (a file stored before the rule).
 */
export const inertType = (mimeType: string): string => (ACTIVE.test(mimeType) ? OPAQUE_TYPE : mimeType);
