import { addressLines, personName } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Booking } from '../models/booking.ts';
import { Invoice, type InvoiceBuyer, type InvoiceLine, type InvoiceSeller } from '../models/invoice.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';
import { Tenant } from '../models/tenant.ts';
import { User } from '../models/user.ts';
import { Workshop } from '../models/workshop.ts';
import { bookerPrice, seatPrice } from '../pricing/booking-price.ts';
import type { PriceBreakdown } from '../pricing/price-breakdown.ts';
import { nextInvoiceNumber } from './invoice-numbers.ts';

async function sellerOf(trx: Knex, tenantId: string): Promise<InvoiceSeller> {
  const team = await Tenant.query(trx).withDeleted().findById(tenantId).throwIfNotFound();
  const { country = null, taxId = null } = team.taxRegistration;
  return { name: team.name, email: team.email ?? null, taxCountry: country, taxId };
}

async function buyerOf(trx: Knex, booking: Booking, payerId: string): Promise<InvoiceBuyer> {
  const payer = await User.query(trx).withDeleted().findById(payerId).withGraphFetched('profile');
  return {
    name: payer ? personName({ ...payer.profile, username: payer.username }) : '',
    email: payer?.email ?? null,
    addressLines: addressLines(booking.address),
    companyName: booking.address.companyName ?? null,
    vatId: booking.address.vatId ?? null,
  };
}

/** The sum of the lines that take off the subtotal (tiers, codes), as a positive discount. */
const discountOf = (price: PriceBreakdown): number =>
  -price.adjustments.filter((line) => line.amountMinor < 0).reduce((sum, line) => sum + line.amountMinor, 0);

/** The taxes a price adds to its total (an included tax is already in it). */
const addedTaxOf = (taxes: { amountMinor: number; included: boolean }[]): number =>
  taxes.filter((tax) => !tax.included).reduce((sum, tax) => sum + tax.amountMinor, 0);

/**
 * Issues the invoice of a payment just recorded (`entry`, a CHARGE or OFFLINE row inserted in this
 * transaction):
 * numbered in the same transaction, with the payment's price as the booking's breakdown says (the booker's
 * seats, or an invitee's one seat). A payment that is not that price (a balance paid after a change) is
 * invoiced as one line of what was paid, so an invoice always totals what was charged.
 */
export async function issueInvoice(trx: Knex, booking: Booking, entry: LedgerEntry): Promise<Invoice> {
  const payerId = entry.payerId ?? booking.userId;
  const price = entry.payerId ? seatPrice(booking) : bookerPrice(booking);
  const workshop = await Workshop.forTenant(booking.tenantId, trx).withDeleted().findById(entry.workshopId);
  const label = workshop?.title ?? 'Workshop';
  const whole = price.totalMinor === entry.grossMinor;
  const lines: InvoiceLine[] = whole
    ? [
        { label, quantity: price.seats, unitMinor: price.unitMinor, amountMinor: price.subtotalMinor },
        ...price.adjustments.map((line) => ({ label: line.label, amountMinor: line.amountMinor })),
      ]
    : [{ label: `Payment towards ${label}`, amountMinor: entry.grossMinor }];
  const taxes = whole ? price.taxes.map((tax) => ({ ...tax })) : [];
  const seller = await sellerOf(trx, booking.tenantId);
  const buyer = await buyerOf(trx, booking, payerId);
  const issuedAt = new Date();
  // The number last: its counter row stays locked until the payment commits, so nothing is read after it.
  return Invoice.forTenant(booking.tenantId, trx).insertAndFetch({
    kind: 'INVOICE',
    number: await nextInvoiceNumber(trx, booking.tenantId, 'INVOICE', issuedAt),
    bookingId: booking.id,
    workshopId: entry.workshopId,
    coachId: entry.coachId,
    ledgerEntryId: entry.id,
    invoiceId: null,
    payerId,
    currency: entry.currency,
    subtotalMinor: whole ? price.subtotalMinor : entry.grossMinor,
    discountMinor: whole ? discountOf(price) : 0,
    taxMinor: addedTaxOf(taxes),
    totalMinor: entry.grossMinor,
    lines,
    taxes,
    seller,
    buyer,
    issuedAt,
  });
}

/**
 * A booking's first invoice; when its payments were recorded before invoices were issued, its first
 * payment's invoice is issued now (numbered now: a number is only ever taken when a document is made).
 */
export async function firstInvoiceOf(trx: Knex, booking: Booking): Promise<Invoice | undefined> {
  const issued = await Invoice.forTenant(booking.tenantId, trx)
    .where({ bookingId: booking.id, kind: 'INVOICE' })
    .orderBy('issuedAt')
    .orderBy('number')
    .first();
  if (issued) return issued;
  const payment = await LedgerEntry.forTenant(booking.tenantId, trx)
    .where({ bookingId: booking.id })
    .whereIn('kind', ['CHARGE', 'OFFLINE'])
    .where('grossMinor', '>', 0)
    .orderBy('createdAt')
    .first();
  return payment && invoiceOfCharge(trx, booking, payment);
}

/** The invoice of a charge, issued now if the charge was recorded before invoices were. */
export async function invoiceOfCharge(trx: Knex, booking: Booking, charge: LedgerEntry): Promise<Invoice> {
  const issued = await Invoice.forTenant(booking.tenantId, trx).findOne({ ledgerEntryId: charge.id });
  return issued ?? issueInvoice(trx, booking, charge);
}

/**
 * Issues the credit note of a refund just recorded (`entry`, a REFUND row inserted in this transaction)
 * against the invoice of the charge it refunds: negative amounts (decision 0099), the refunded amount in
 * one line, and the invoice's taxes in the same proportion, so a booking's documents sum to what it kept.
 */
export async function issueCreditNote(
  trx: Knex,
  booking: Booking,
  entry: LedgerEntry,
  charge: LedgerEntry,
): Promise<Invoice> {
  const invoice = await invoiceOfCharge(trx, booking, charge);
  const share = invoice.totalMinor === 0 ? 0 : entry.grossMinor / invoice.totalMinor;
  const taxes = invoice.taxes.map((tax) => ({ ...tax, amountMinor: Math.round(tax.amountMinor * share) }));
  const issuedAt = new Date();
  return Invoice.forTenant(booking.tenantId, trx).insertAndFetch({
    kind: 'CREDIT_NOTE',
    number: await nextInvoiceNumber(trx, booking.tenantId, 'CREDIT_NOTE', issuedAt),
    bookingId: booking.id,
    workshopId: entry.workshopId,
    coachId: entry.coachId,
    ledgerEntryId: entry.id,
    invoiceId: invoice.id,
    payerId: invoice.payerId,
    currency: entry.currency,
    subtotalMinor: entry.grossMinor - addedTaxOf(taxes),
    discountMinor: 0,
    taxMinor: addedTaxOf(taxes),
    totalMinor: entry.grossMinor,
    lines: [{ label: `Refund of ${invoice.number}`, amountMinor: entry.grossMinor }],
    taxes,
    seller: invoice.seller,
    buyer: invoice.buyer,
    issuedAt,
  });
}
