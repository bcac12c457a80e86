/**
 * The marketplace's `q` as PostgreSQL full-text queries over workshops.search_vector (title weight A,
 * description weight B, the 'simple' configuration: docs/decisions/0109-marketplace-search-is-full-text.md).
 * Each word of `q` is a prefix ("prompt" finds "Prompting"); every word must be found. Only letters and
 * digits make words, as PostgreSQL's parser splits them, so what a visitor types (%, _, quotes, &, !) is
 * never query syntax: the text is safe to write into a tsquery.
 */

/** The lower-cased words of `q` (letters and digits), at most 16: a visitor's search is a few words. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 16);
}

/**
 * The two tsqueries of a search: `anywhere` (every word, as a prefix, in the title or the description) and
 * `inTitle` (every word in the title): the more relevant workshops. Undefined when `q` has no word: such a
 * search finds nothing.
 */
export function searchQueries(q: string): { anywhere: string; inTitle: string } | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return {
    anywhere: words.map((word) => `${word}:*`).join(' & '),
    inTitle: words.map((word) => `${word}:*A`).join(' & '),
  };
}
