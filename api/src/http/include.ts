/**
 * `include=profile,coachProfile.experiences` → the relation names. The contract (includeProperty) has
 * already refused anything not allowed, so this only splits and deduplicates.
 */
export function parseInclude(include: string | undefined): string[] {
  if (!include) return [];
  return [
    ...new Set(
      include
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
}

/**
 * Adds the requested relations to a query with withGraphFetched (separate queries, so they keep their own
 * scopes: soft delete, and the tenant of the parent query). Dotted names fetch deeper levels.
 */
export function withIncludes<Q extends { withGraphFetched(expression: string): Q }>(
  query: Q,
  include: string | undefined,
): Q {
  const relations = parseInclude(include);
  if (relations.length === 0) return query;
  return query.withGraphFetched(`[${relations.join(', ')}]`);
}
