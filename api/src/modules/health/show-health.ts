import { dataEnvelope, healthSchema } from '@exceed/contract';
import { databaseUnavailable } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { databaseAnswers } from './check-database.ts';
import { mailHealth } from './check-mail.ts';

/**
 * GET /v1/health: 200 when the process and its database answer, 503 (the message every request gets
 * while the database is away) when it does not, so a load balancer stops sending traffic to this replica.
 * Failing mail makes it `degraded`, still 200: every replica shares it, and taking them all out of the
 * pool would not send one mail more. No transaction: it must not wait for one.
 */
export const showHealth = defineRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the API and its database answer, and whether mail goes out',
  tags: ['Health'],
  responses: { 200: dataEnvelope(healthSchema) },
  handler: async (ctx) => {
    if (!(await databaseAnswers(ctx.knex))) throw databaseUnavailable();
    const { status, mail } = await mailHealth(ctx.knex);
    return { data: { status, db: 'ok', mail } };
  },
});
