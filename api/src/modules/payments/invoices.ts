import { idParamsSchema, invoiceListSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import {
  findInvoice,
  invoicesOfBooking,
  invoicesOfPayer,
  invoicesOfWorkshop,
  referredNumbers,
} from '../../invoices/invoice-reads.ts';
import { Booking } from '../../models/booking.ts';
import type { Invoice } from '../../models/invoice.ts';
import { renderInvoice } from '../../payments/invoice-pdf.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { invoicePolicy } from '../../policies/invoice-policy.ts';
import { presentInvoice } from '../../presenters/present-invoice.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { teamWorkshop } from './team-coach.ts';

async function presentAll(trx: Parameters<typeof referredNumbers>[0], invoices: Invoice[]) {
  const numbers = await referredNumbers(trx, invoices);
  return { data: invoices.map((invoice) => presentInvoice(invoice, numbers)) };
}

/**
 * GET /v1/payments/invoices/:id: an invoice or credit note as a PDF, for its payer, its booking's booker,
 * the workshop's coach, the team's owners and admins and a super-admin (invoice-policy.ts); anyone
 * else: 404.
 */
export const showInvoice = defineRoute({
  method: 'get',
  path: '/payments/invoices/:id',
  summary: 'An invoice or credit note (PDF)',
  tags: ['Payments'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: null },
  errors: [400, 401, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const invoice = await findInvoice(trx, ctx.state.input.params.id);
    const booking =
      invoice && (await Booking.forTenant(invoice.tenantId, trx).withDeleted().findById(invoice.bookingId));
    if (!invoice || !booking || !invoicePolicy.view(await actorOf(ctx, trx), invoice, booking.userId)) {
      throw notFound();
    }
    const numbers = await referredNumbers(trx, [invoice]);
    ctx.type = 'application/pdf';
    ctx.attachment(`${invoice.number}.pdf`);
    ctx.body = await renderInvoice(
      invoice,
      invoice.invoiceId ? (numbers.get(invoice.invoiceId) ?? null) : null,
    );
    return undefined;
  },
});

/** GET /v1/payments/invoices: the caller's own invoices and credit notes, wherever they paid, newest first. */
export const listMyInvoices = defineRoute({
  method: 'get',
  path: '/payments/invoices',
  summary: 'My invoices and credit notes',
  tags: ['Payments'],
  before: [authenticate()],
  responses: { 200: invoiceListSchema },
  errors: [401],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    return presentAll(trx, await invoicesOfPayer(trx, (await actorOf(ctx, trx)).user.id));
  },
});

/**
 * GET /v1/payments/bookings/:id/invoices: a booking's invoices and credit notes, oldest first, for those
 * who see the booking (its booker, its coach, a super-admin).
 */
export const listBookingInvoices = defineRoute({
  method: 'get',
  path: '/payments/bookings/:id/invoices',
  summary: "A booking's invoices and credit notes",
  tags: ['Payments'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: invoiceListSchema },
  errors: [400, 401, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { booking } = await findBooking(ctx, trx, ctx.state.input.params.id, { deleted: 'also' });
    return presentAll(trx, await invoicesOfBooking(trx, booking.tenantId, booking.id));
  },
});

/**
 * GET /v1/payments/workshops/:id/invoices: a workshop's invoices and credit notes in the X-Team team,
 * oldest first, for its coach, the team's owners and admins, and a super-admin.
 */
export const listWorkshopInvoices = defineRoute({
  method: 'get',
  path: '/payments/workshops/:id/invoices',
  summary: "A workshop's invoices and credit notes (coach)",
  tags: ['Payments'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: invoiceListSchema },
  errors: [400, 401, 403, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant, workshop } = await teamWorkshop(ctx, trx, ctx.state.input.params.id);
    authorize(invoicePolicy.viewOfWorkshop(await actorOf(ctx, trx), tenant.id, workshop.coachId));
    return presentAll(trx, await invoicesOfWorkshop(trx, tenant.id, workshop.id));
  },
});
