import { adminDisputeQuerySchema, adminDisputeSchema, pageEnvelope, personName } from '@exceed/contract';
import { scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { isoDate, presentPage } from '../../http/presenter.ts';
import { Dispute } from '../../models/dispute.ts';
import type { User } from '../../models/user.ts';
import { adminAccess, tags } from './admin-access.ts';

/** The booking a dispute is about, with who paid, who coaches and the session, deleted ones too. */
const DISPUTE_GRAPH =
  'booking(withDeleted).[user(withDeleted).profile, workshopSchedule(withDeleted).[workshop(withDeleted), coach(withDeleted).profile]]';

const personOf = (user: User | undefined) =>
  user
    ? { name: personName({ ...user.profile, username: user.username }), email: user.email }
    : { name: 'Deleted account', email: '' };

/** A dispute itself (a booking's admin page lists them). */
export const presentDispute = (dispute: Dispute) => ({
  id: dispute.id,
  stripeDisputeId: dispute.stripeDisputeId,
  status: dispute.status,
  reason: dispute.reason,
  amount: dispute.amountMinor,
  currency: dispute.currency,
  evidenceDueBy: isoDate(dispute.evidenceDueBy),
  createdAt: isoDate(dispute.createdAt),
  closedAt: isoDate(dispute.closedAt),
});

/** A dispute with its booking, session, payer and coach (DISPUTE_GRAPH), for the list of all. */
function presentListedDispute(dispute: Dispute) {
  const booking = dispute.booking;
  const schedule = booking?.workshopSchedule;
  return {
    ...presentDispute(dispute),
    bookingId: dispute.bookingId,
    workshopTitle: schedule?.workshop?.title ?? '',
    sessionStart: isoDate(schedule?.startDate ?? dispute.createdAt),
    timezone: schedule?.timezone ?? 'UTC',
    payer: personOf(booking?.user),
    coach: personOf(schedule?.coach),
  };
}

/**
 * GET /v1/admin/disputes?state=: cardholders' disputes of every team, newest first; the open ones are what
 * the platform must answer at Stripe before their evidence is due.
 */
export const listAdminDisputes = defineRoute({
  method: 'get',
  path: '/admin/disputes',
  summary: 'List disputes of booking payments across teams',
  tags,
  before: adminAccess,
  request: { query: adminDisputeQuerySchema },
  responses: { 200: pageEnvelope(adminDisputeSchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { state, ...page } = ctx.state.input.query;
    const query = Dispute.acrossTenants(ctx.state.trx)
      .withGraphFetched(DISPUTE_GRAPH)
      .modifiers(scheduleGraphModifiers)
      .orderBy([{ column: 'disputes.createdAt', order: 'desc' }, { column: 'disputes.id' }]);
    if (state === 'open') query.whereNull('disputes.closedAt');
    if (state === 'closed') query.whereNotNull('disputes.closedAt');
    return presentPage(await paginate(query, page), presentListedDispute);
  },
});
