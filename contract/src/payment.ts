import type { FromSchema } from 'json-schema-to-ts';
import { seatsField } from './booking.ts';
import { uuidSchema } from './common.ts';
import { PAYOUT_SCHEDULES } from './payout.ts';
import { promoCodeField } from './promo-code.ts';
import { buyerTaxFields } from './tax-registration.ts';

/** Messages of the payment routes. */
export const PAYMENT_MESSAGES = {
  notPending: 'This booking is not awaiting payment.',
  nothingDue: 'Nothing is due on this booking.',
  wrongIntent: 'This payment is not for this booking.',
  needsAction: 'This payment needs to be confirmed with your bank first.',
  notCompleted: 'This payment has not been completed.',
  processing: 'This payment is still processing.',
  soldOutRefunded: 'The seats were sold before the payment completed; it was refunded in full.',
  refundedInFull: 'The payment was refunded in full.',
  unknownMethod: 'The selected payment method is invalid.',
  quoteMismatch: 'This payment does not match the booking.',
  invalidSignature: 'Invalid signature.',
} as const;

const paymentMethodIdField = {
  type: 'string',
  pattern: '^pm_[A-Za-z0-9_-]+$',
  maxLength: 255,
  errorMessage: PAYMENT_MESSAGES.unknownMethod,
} as const;

/** The publishable key the browser's Stripe.js needs. */
export const stripeKeySchema = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    emulatorUrl: {
      type: ['string', 'null'],
      description:
        "Without a Stripe account, the address of the API's Stripe emulator, which the browser confirms cards with instead of Stripe.js; null with Stripe.",
    },
  },
  required: ['key', 'emulatorUrl'],
  additionalProperties: false,
} as const;
export type StripeKeyResource = FromSchema<typeof stripeKeySchema>;

/**
 * Body of paying a booking: nothing (the browser confirms the card with Stripe.js and the client secret),
 * or a saved or new card to charge at once (`paymentMethodId`), kept for later when `savePaymentMethod`.
 * The amount is never in the body: it is seats × price, computed by the server.
 */
export const bookingPaymentIntentBodySchema = {
  type: 'object',
  properties: {
    paymentMethodId: paymentMethodIdField,
    savePaymentMethod: { type: 'boolean', default: false },
    returnUrl: { type: 'string', format: 'uri', maxLength: 2000 },
  },
  additionalProperties: false,
} as const;
export type BookingPaymentIntentBody = FromSchema<typeof bookingPaymentIntentBodySchema>;

/** Body of the public quote intent: which schedule and how many seats (priced by the server). */
export const publicPaymentIntentBodySchema = {
  type: 'object',
  properties: {
    workshopScheduleId: uuidSchema,
    seats: seatsField,
    code: { ...promoCodeField, description: 'The promo code the booking will be made with.' },
    ...buyerTaxFields,
  },
  required: ['workshopScheduleId'],
  additionalProperties: false,
} as const;

/** A payment intent as the browser needs it: the client secret to confirm it, and where 3-D Secure leads. */
export const paymentIntentSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    clientSecret: { type: 'string' },
    status: { type: 'string' },
    amount: { type: 'number' },
    currency: { type: 'string' },
    nextActionUrl: { type: ['string', 'null'] },
  },
  required: ['id', 'clientSecret', 'status', 'amount', 'currency', 'nextActionUrl'],
  additionalProperties: false,
} as const;
export type PaymentIntentResource = FromSchema<typeof paymentIntentSchema>;

/** Body of finalize (SPEC.md §7): the intent the browser confirmed. */
export const finalizePaymentSchema = {
  type: 'object',
  properties: { paymentIntentId: { type: 'string', pattern: '^pi_[A-Za-z0-9_-]+$', maxLength: 255 } },
  required: ['paymentIntentId'],
  additionalProperties: false,
} as const;

/** Body naming a card: to save (POST) or to make the default (PUT default). */
export const paymentMethodBodySchema = {
  type: 'object',
  properties: { paymentMethodId: paymentMethodIdField },
  required: ['paymentMethodId'],
  additionalProperties: false,
} as const;

/** Params of DELETE /v1/payments/payment-methods/{id}. */
export const paymentMethodParamsSchema = {
  type: 'object',
  properties: { id: paymentMethodIdField },
  required: ['id'],
  additionalProperties: false,
} as const;

/** A saved card, never more than Stripe shows of it. */
export const paymentMethodSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    brand: { type: 'string' },
    last4: { type: 'string' },
    expMonth: { type: 'integer' },
    expYear: { type: 'integer' },
    isDefault: { type: 'boolean' },
  },
  required: ['id', 'brand', 'last4', 'expMonth', 'expYear', 'isDefault'],
  additionalProperties: false,
} as const;
export type PaymentMethodResource = FromSchema<typeof paymentMethodSchema>;

/** What a coach earned per workshop in a team, from the ledger (amounts as decimals). */
export const payoutSummarySchema = {
  type: 'object',
  properties: {
    workshopId: uuidSchema,
    workshopTitle: { type: 'string' },
    currency: { type: 'string' },
    bookings: { type: 'integer', description: 'Bookings with a charge.' },
    gross: { type: 'number', description: 'Charges less refunds.' },
    platformFees: { type: 'number' },
    refunds: { type: 'number' },
    payout: { type: 'number', description: "The coach's share: gross less the platform's fees." },
  },
  required: [
    'workshopId',
    'workshopTitle',
    'currency',
    'bookings',
    'gross',
    'platformFees',
    'refunds',
    'payout',
  ],
  additionalProperties: false,
} as const;
export type PayoutSummaryResource = FromSchema<typeof payoutSummarySchema>;

/** Query of the payouts list: one workshop, or all the caller's. */
export const payoutQuerySchema = {
  type: 'object',
  properties: { workshopId: uuidSchema },
  additionalProperties: false,
} as const;

/** A coach's Stripe Connect state. */
export const payoutAccountSchema = {
  type: 'object',
  properties: {
    connected: { type: 'boolean' },
    chargesEnabled: { type: 'boolean' },
    payoutsEnabled: { type: 'boolean' },
    detailsSubmitted: { type: 'boolean' },
    payoutSchedule: { type: 'string', enum: PAYOUT_SCHEDULES, description: 'How often the coach is paid.' },
  },
  required: ['connected', 'chargesEnabled', 'payoutsEnabled', 'detailsSubmitted', 'payoutSchedule'],
  additionalProperties: false,
} as const;
export type PayoutAccount = FromSchema<typeof payoutAccountSchema>;

/** Where to send a coach to connect (or finish connecting) their Stripe account. */
export const accountLinkSchema = {
  type: 'object',
  properties: { url: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
  required: ['url', 'expiresAt'],
  additionalProperties: false,
} as const;
export type AccountLink = FromSchema<typeof accountLinkSchema>;

/** An invoice exists once money was taken. */
export const INVOICE_UNPAID_MESSAGE = 'An invoice is issued once the booking is paid.';
