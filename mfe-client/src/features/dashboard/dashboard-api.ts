import type { DashboardMetrics, One } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** GET /v1/dashboard/metrics: my figures (the `client` part is the client area's). */
export function useDashboardMetrics() {
  return useApi<One<DashboardMetrics>>('/dashboard/metrics');
}
