import {
  bookingSchema,
  claimWaitlistOfferSchema,
  dataEnvelope,
  idParamsSchema,
  WAITLIST_MESSAGES,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { checkedAnswers } from '../../bookings/booking-answers.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { isOfferOpen } from '../../bookings/waitlist-entry-state.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Booking } from '../../models/booking.ts';
import { Tenant } from '../../models/tenant.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { waitlistPolicy } from '../../policies/waitlist-policy.ts';
import { presentFoundBooking } from '../../presenters/present-booking.ts';
import { buyerTax } from '../../pricing/tax-treatment.ts';
import { lockOwnEntry } from './own-entry.ts';

/**
 * POST /v1/waitlist-entries/:id/claim: the person offered seats takes them: the answer is the PENDING
 * booking that holds them until the offer lapses, which they pay as on the booking page (the payment
 * routes), its tax priced by the address given, with the answers to the workshop's booking questions
 * (422 on answers.<questionId>, as when booking). Claiming again answers the same booking; an entry with no open offer (none made, lapsed,
 * declined, left) is a 422. The seats were held for this one person when offered, so however many claim
 * at once, no other booking can take them.
 */
export const claimWaitlistOffer = defineRoute({
  method: 'post',
  path: '/waitlist-entries/:id/claim',
  summary: 'Claim the seats a waitlist offer holds for me',
  tags: ['Waitlist'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: claimWaitlistOfferSchema },
  responses: { 200: dataEnvelope(bookingSchema) },
  errors: [401, 404, 419],
  transaction: true,
  // Loaded under its lock (lockOwnEntry's order): the offer claimed is the one as it is now.
  access: {
    load: (ctx, db) => lockOwnEntry(ctx, db, ctx.state.input.params.id),
    allow: ({ entry, actor }) => waitlistPolicy.own(actor, entry),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { entry } = ctx.state.loaded;
    const booking = entry.bookingId
      ? await Booking.forTenant(entry.tenantId, trx).findById(entry.bookingId)
      : undefined;
    if (!booking || !(isOfferOpen(entry, booking) || entry.status === 'CLAIMED'))
      throw validationFailed({ id: [WAITLIST_MESSAGES.noOffer] });
    if (entry.status === 'OFFERED') {
      const { address } = ctx.state.input.body;
      // The offer was held by the queue without answers: claiming it asks them, as the booking page does.
      const schedule = await WorkshopSchedule.forTenant(booking.tenantId, trx)
        .findById(booking.workshopScheduleId)
        .throwIfNotFound();
      const answers = await checkedAnswers(
        trx,
        booking.tenantId,
        schedule.workshopId,
        ctx.state.input.body.answers,
        'booking',
      );
      // The address the offer was held without decides its tax, as the booking page's does.
      const team = await Tenant.query(trx).findById(booking.tenantId).select('taxRegistration');
      const tax = buyerTax(team?.taxRegistration ?? {}, address);
      const { tax: _before, ...terms } = booking.priceTerms;
      await booking.$query(trx).patch({ address, answers, priceTerms: { ...terms, ...(tax && { tax }) } });
      await entry.$query(trx).patch({ status: 'CLAIMED' });
    }
    return present(await findBooking(ctx, trx, booking.id), presentFoundBooking);
  },
});
