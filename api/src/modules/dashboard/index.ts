import type { ApiModule } from '../../http/api-module.ts';
import { showDashboardMetrics } from './dashboard-metrics.ts';

/** The dashboards' numbers. */
export const dashboardModule: ApiModule = { name: 'dashboard', routes: [showDashboardMetrics] };
