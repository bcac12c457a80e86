/** Used when a title has no letter or digit at all ("!!!"), so a slug is never empty. */
const FALLBACK_SLUG = 'item';

/** A title as a slug: lowercase, every run of other characters a single '-', no '-' at either end. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}
