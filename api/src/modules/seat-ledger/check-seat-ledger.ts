import { dataEnvelope, seatLedgerCheckSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { checkSeatLedger } from '../../bookings/seat-ledger-check.ts';
import { defineRoute } from '../../http/define-route.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';

/**
 * GET /v1/seat-ledger/check: the seat accounting of every schedule of every team (bookings/
 * seat-ledger-check.ts, as `npm run seats:check` prints it), for super-admins only: it crosses teams.
 */
export const checkSeatLedgerRoute = defineRoute({
  method: 'get',
  path: '/seat-ledger/check',
  summary: 'Check that every schedule’s seat counters, seat ledger and bookings agree',
  tags: ['Seat ledger'],
  before: [authenticate()],
  responses: { 200: dataEnvelope(seatLedgerCheckSchema) },
  errors: [401, 403],
  handler: async (ctx) => {
    authorize((await actorOf(ctx, ctx.knex)).superAdmin);
    const schedules = await checkSeatLedger(ctx.knex);
    return { data: { balanced: schedules.every((s) => s.balanced), schedules } };
  },
});
