import { INVOICE_UNPAID_MESSAGE, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { conflict } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { firstInvoiceOf } from '../../invoices/issue-invoices.ts';
import { renderInvoice } from '../../payments/invoice-pdf.ts';

/**
 * GET /v1/payments/bookings/:id/invoice: the booking's first invoice as a PDF (its other invoices and
 * its credit notes: GET /v1/payments/bookings/:id/invoices), for its booker, its coach and a super-admin
 * (anyone else: 404). 409 before anything was paid.
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
    const invoice = booking.amountPaidMinor > 0 ? await firstInvoiceOf(trx, booking) : undefined;
    if (!invoice) throw conflict(INVOICE_UNPAID_MESSAGE);
    ctx.type = 'application/pdf';
    ctx.attachment(`${invoice.number}.pdf`);
    ctx.body = await renderInvoice(invoice, null);
    return undefined;
  },
});
