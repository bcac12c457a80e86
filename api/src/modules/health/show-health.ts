import { dataEnvelope, type Health, healthSchema } from '../../contract/index.ts';
import { defineRoute } from '../../http/define-route.ts';
import { databaseAnswers } from './check-database.ts';

/**
 * GET /v1/health: 200 when the process and its database answer, 503 when the database does not, so a
 * load balancer stops sending traffic to this replica. No transaction: it must not wait for one.
 */
export const showHealth = defineRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the API and its database answer',
  tags: ['Health'],
  responses: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
  handler: async (ctx) => {
    const health: Health = (await databaseAnswers(ctx.knex))
      ? { status: 'ok', db: 'ok' }
      : { status: 'error', db: 'down' };
    if (health.db === 'down') ctx.status = 503;
    return { data: health };
  },
});
