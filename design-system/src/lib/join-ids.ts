/** Joins space-separated id lists for aria-describedby, skipping empty ones; undefined when none is left. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ').trim();
  return joined === '' ? undefined : joined;
}
