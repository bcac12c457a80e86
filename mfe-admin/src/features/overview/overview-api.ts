import type { One, Overview } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** GET /v1/admin/overview?from=YYYY-MM&to=YYYY-MM: the figures by month (the last 12 without a range). */
export function useOverview(range: { from?: string; to?: string }) {
  return useApi<One<Overview>>('/admin/overview', range);
}
