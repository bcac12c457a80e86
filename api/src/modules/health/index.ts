import type { ApiModule } from '../../http/api-module.ts';
import { showHealth } from './show-health.ts';
import { showLiveness } from './show-liveness.ts';
import { showReadiness } from './show-readiness.ts';

/** Liveness and readiness of the process; /v1/health is the database check load balancers already use. */
export const healthModule: ApiModule = { name: 'health', routes: [showHealth, showLiveness, showReadiness] };
