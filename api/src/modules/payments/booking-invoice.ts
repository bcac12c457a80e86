import { addressLines, formatTime, INVOICE_UNPAID_MESSAGE, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { conflict } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import type { Booking } from '../../models/booking.ts';
import { Tenant } from '../../models/tenant.ts';
import { User } from '../../models/user.ts';
import { renderStatement } from '../../payments/statement-pdf.ts';
import { bookingPrice } from '../../pricing/booking-price.ts';

/** An invoice's number: the day it was paid and the booking's id, so it never changes once issued. */
export const invoiceNumber = (booking: Booking): string =>
  `INV-${(booking.confirmedAt ?? booking.createdAt).toISOString().slice(0, 10).replaceAll('-', '')}-${booking.id.slice(0, 8).toUpperCase()}`;

/**
 * GET /v1/payments/bookings/:id/invoice: the booking's invoice as a PDF, for its booker, its coach and a
 * super-admin (anyone else: 404). Issued by the team that runs the workshop, through Exceed; it shows
 * what was paid and, after a cancellation, what was refunded. 409 before anything was paid.
 */
export const showBookingInvoice = defineRoute({
  method: 'get',
  path: '/payments/bookings/:id/invoice',
  summary: "A booking's invoice (PDF)",
  tags: ['Payments'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: null },
  errors: [400, 401, 404, 409],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { booking } = await findBooking(ctx, trx, ctx.state.input.params.id);
    if (booking.amountPaidMinor === 0) throw conflict(INVOICE_UNPAID_MESSAGE);
    const team = await Tenant.query(trx).withDeleted().findById(booking.tenantId).throwIfNotFound();
    const booker = await User.query(trx).withDeleted().findById(booking.userId).withGraphFetched('profile');
    const schedule = booking.workshopSchedule;
    const { address } = booking;
    const number = invoiceNumber(booking);
    const name = booker?.profile
      ? `${booker.profile.firstName} ${booker.profile.lastName}`.trim()
      : booker?.username;
    const price = bookingPrice(booking);
    ctx.type = 'application/pdf';
    ctx.attachment(`${number}.pdf`);
    ctx.body = await renderStatement({
      title: 'Invoice',
      number,
      issuedAt: booking.confirmedAt ?? booking.createdAt,
      currency: booking.currency,
      from: [team.name, ...(team.email ? [team.email] : []), 'sold through Exceed'],
      to: [name ?? '', booker?.email ?? '', ...addressLines(address)],
      rows: [
        {
          label: `${schedule?.workshop?.title ?? 'Workshop'}${schedule ? `, ${formatTime(schedule.startDate, schedule.timezone)}` : ''}`,
          quantity: price.seats,
          unitMinor: price.unitMinor,
          amountMinor: price.subtotalMinor,
        },
        ...price.adjustments.map((line) => ({ label: line.label, amountMinor: line.amountMinor })),
      ],
      totals: [
        ...price.taxes.map((tax) => ({
          label: `${tax.label} (${tax.ratePercent}%${tax.included ? ', included' : ''})`,
          amountMinor: tax.amountMinor,
        })),
        { label: 'Total', amountMinor: price.totalMinor, strong: true },
        { label: 'Paid', amountMinor: booking.amountPaidMinor },
        ...(booking.amountRefundedMinor > 0
          ? [{ label: 'Refunded', amountMinor: -booking.amountRefundedMinor }]
          : []),
      ],
      ...(booking.status === 'CANCELLED' ? { note: `Cancelled: ${booking.cancellationReason ?? ''}` } : {}),
    });
    return undefined;
  },
});
