/** A change to a list page's search and page, as kept in its address. */
export interface ListSearchChange {
  q?: string;
  page?: number;
}

/**
 * The address's search parameters after a change to a list's search (`q`) or page: a new search starts
 * again at page 1, page 1 and an empty search are left out, and every other parameter stays. Router-agnostic:
 * the page hands the result to its router.
 */
export function listSearch(current: URLSearchParams, change: ListSearchChange): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.q !== undefined) {
    if (change.q) next.set('q', change.q);
    else next.delete('q');
    next.delete('page');
  }
  if (change.page !== undefined) {
    if (change.page > 1) next.set('page', String(change.page));
    else next.delete('page');
  }
  return next;
}
