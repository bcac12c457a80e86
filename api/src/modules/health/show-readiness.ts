import { dataEnvelope, readinessSchema } from '@exceed/contract';
import { pendingMigrations } from '../../db/migrate.ts';
import { databaseNotMigrated, databaseUnavailable } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { databaseAnswers } from './check-database.ts';
import { mailHealth } from './check-mail.ts';

/**
 * GET /v1/health/ready: 200 when this replica can serve: its database answers and has run every migration
 * of this version; else 503 with the reason, so a load balancer sends it nothing yet (a new version
 * started before its migrations ran, or the database away). Failing mail makes it `degraded`, still 200,
 * as GET /v1/health. No transaction: it must not wait for one.
 */
export const showReadiness = defineRoute({
  method: 'get',
  path: '/health/ready',
  summary: 'Whether the API can serve: its database answers and is migrated; and whether mail goes out',
  tags: ['Health'],
  responses: { 200: dataEnvelope(readinessSchema) },
  handler: async (ctx) => {
    if (!(await databaseAnswers(ctx.knex))) throw databaseUnavailable();
    const pending = await pendingMigrations(ctx.knex);
    if (pending.length > 0) throw databaseNotMigrated(pending.length);
    const { status, mail } = await mailHealth(ctx.knex);
    return { data: { status, db: 'ok', migrations: 'ok', mail } };
  },
});
