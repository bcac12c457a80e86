import { dataEnvelope, livenessSchema } from '@exceed/contract';
import { defineRoute } from '../../http/define-route.ts';

/**
 * GET /v1/health/live: 200 whenever the process can answer at all, asking nothing of the database, so an
 * orchestrator restarts a process that hangs, never one whose database is away (a restart cures nothing
 * then, and every replica would be restarted at once).
 */
export const showLiveness = defineRoute({
  method: 'get',
  path: '/health/live',
  summary: 'Whether the API process answers',
  tags: ['Health'],
  responses: { 200: dataEnvelope(livenessSchema) },
  handler: async () => ({ data: { status: 'ok' } }),
});
