import { dataEnvelope, idParamsSchema, scheduleSeatBalanceSchema } from '@exceed/contract';
import { checkSeatLedger } from '../../bookings/seat-ledger-check.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { adminAccess, tags } from './admin-access.ts';

/** GET /v1/admin/schedules/:id/seat-ledger: the seat ledger check (bookings/seat-ledger-check.ts) of one schedule. */
export const checkScheduleSeatLedger = defineRoute({
  method: 'get',
  path: '/admin/schedules/:id/seat-ledger',
  summary: 'Check one schedule’s seat counters, seat ledger and bookings',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(scheduleSeatBalanceSchema) },
  errors: [401, 403, 404],
  transaction: true,
  handler: async (ctx) => {
    const [balance] = await checkSeatLedger(ctx.state.trx, ctx.state.input.params.id);
    if (!balance) throw notFound();
    return { data: balance };
  },
});
