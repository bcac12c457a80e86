import type { ApiModule } from '../../http/api-module.ts';
import { showHealth } from './show-health.ts';

/** Liveness and readiness of the process. */
export const healthModule: ApiModule = { name: 'health', routes: [showHealth] };
