import { type ListSearchChange, listSearch } from '@exceed/design-system';
import { useSearchParams } from 'react-router';

/**
 * A list page's search, page and filters, kept in the address (so Back, a reload and a shared link show
 * the same page): `q` and `page` as every list has them, and any other parameter by name.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const q = params.get('q') ?? '';
  /** A new search or page (a new search starts again at page 1). */
  const change = (next: ListSearchChange) => setParams(listSearch(params, next), { replace: true });
  /** A filter: empty removes it; any filter change starts again at page 1. */
  const filter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  return { params, page, q, change, filter, get: (name: string) => params.get(name) ?? '' };
}
