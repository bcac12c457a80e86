import type { FromSchema } from 'json-schema-to-ts';
import { bookingAnswerSchema, bookingAnswersInputSchema } from './booking-question.ts';
import { cancellationTierSchema } from './cancellation-policy.ts';
import { paginationQueryProperties, uuidSchema } from './common.ts';
import { countryField } from './countries.ts';
import { timestampField } from './fields.ts';
import { priceBreakdownSchema } from './money.ts';
import { partialSchema } from './partial.ts';
import { promoCodeField } from './promo-code.ts';
import { attendeeSessionSchema, cadenceField, sessionCountField } from './schedule-session.ts';

/** Statuses of a booking (SPEC.md §3). */
export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The transitions SPEC.md leaves open, decided here: a booking is held (PENDING), paid or confirmed
 * (CONFIRMED), then attended (COMPLETED) or missed (NO_SHOW); it can be cancelled while PENDING or
 * CONFIRMED, with a reason. COMPLETED, NO_SHOW and CANCELLED are final. Any other change is a 422 that
 * names it.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  PENDING: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['COMPLETED', 'NO_SHOW', 'CANCELLED'],
  CANCELLED: [],
  COMPLETED: [],
  NO_SHOW: [],
};

/** How long a PENDING booking holds its seats before they are free again (DESIGN.md). */
export const BOOKING_HOLD_MINUTES = 15;

/** The message of a transition BOOKING_TRANSITIONS does not allow. */
export const illegalTransitionMessage = (from: BookingStatus, to: BookingStatus): string =>
  `A ${from} booking cannot become ${to}.`;

/** Why a booking is CANCELLED must be said (SPEC.md §3 cancellationReason). */
export const CANCELLATION_REASON_REQUIRED = 'A cancellation reason is required to cancel a booking.';

/** Seats are what is paid for: they change only while the booking is a hold. */
export const SEATS_FIXED_MESSAGE = 'Seats can only be changed while the booking is pending.';
/** A deleted unpaid booking restored while its booker has another of the same schedule (one each). */
export const UNPAID_BOOKING_EXISTS_MESSAGE =
  'There is already an unpaid booking of this session for this person.';

/** Attendance is known only once the schedule has started. */
export const NOT_STARTED_MESSAGE =
  'A booking can be marked COMPLETED or NO_SHOW once its schedule has started.';

/** A booking with an amount due is confirmed by its payment, not by its booker. */
export const PAYMENT_REQUIRED_MESSAGE = 'This booking is confirmed once it is paid.';

/**
 * How a booking was paid outside Exceed, which its coach (or the platform) records to confirm it while
 * something is still due: confirming an unpaid booking is a deliberate act, never a click that gives
 * seats away unpaid (docs/decisions/0074-confirming-without-payment-is-recorded.md).
 */
export const OFFLINE_PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'INVOICE', 'OTHER'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/** Each method as people read it: the coach's choice and the booker's mail say the same words. */
export const OFFLINE_PAYMENT_METHOD_LABELS: Readonly<Record<OfflinePaymentMethod, string>> = {
  CASH: 'Cash',
  BANK_TRANSFER: 'Bank transfer',
  INVOICE: 'Invoice',
  OTHER: 'Other',
};

/** The longest note a payment outside Exceed keeps (a receipt number, who took the cash). */
export const OFFLINE_PAYMENT_NOTE_MAX = 500;

export const OFFLINE_PAYMENT_MESSAGES = {
  /** The 422 of confirming a booking with a balance due without a payment record; the dialog's text too. */
  required: 'This booking is not paid. Record how it was paid outside Exceed.',
  method: 'Please select a valid payment method',
  amount: 'The amount must be a whole number of minor units, at least 0.',
  overBalance: 'The amount cannot be more than the balance due.',
  note: `The note may be at most ${OFFLINE_PAYMENT_NOTE_MAX} characters.`,
  nothingDue: 'Nothing is due on this booking: confirm it without recording a payment.',
  onlyConfirming: 'A payment outside Exceed is recorded only when confirming a booking.',
} as const;

/** A payment made outside Exceed, as the coach records it when confirming an unpaid booking. */
export const offlinePaymentSchema = {
  type: 'object',
  properties: {
    method: {
      type: 'string',
      enum: OFFLINE_PAYMENT_METHODS,
      errorMessage: OFFLINE_PAYMENT_MESSAGES.method,
    },
    amount: {
      type: 'integer',
      minimum: 0,
      maximum: 1_000_000_000,
      description: "Minor units of the booking's currency; at most its balance due.",
      errorMessage: OFFLINE_PAYMENT_MESSAGES.amount,
    },
    note: {
      type: ['string', 'null'],
      transform: ['trim'],
      maxLength: OFFLINE_PAYMENT_NOTE_MAX,
      errorMessage: OFFLINE_PAYMENT_MESSAGES.note,
    },
  },
  required: ['method', 'amount'],
  additionalProperties: false,
} as const;
export type OfflinePaymentInput = FromSchema<typeof offlinePaymentSchema>;

/** A booking that holds seats is cancelled (and refunded) before it can be deleted. */
export const DELETE_CONFIRMED_MESSAGE = 'Cancel a confirmed booking before deleting it.';

/** A booking stays with its booker and schedule: the fields are in the update schema (partial) but fixed. */
export const fixedFieldMessage = (field: 'userId' | 'workshopScheduleId'): string =>
  field === 'userId'
    ? 'The booker of a booking cannot be changed.'
    : 'The workshop schedule of a booking cannot be changed.';

/** The message of a booking that does not fit: how many seats are left. */
export const seatsLeftMessage = (left: number): string =>
  left === 0
    ? 'This schedule is fully booked.'
    : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left.`;

const text = (max: number) =>
  ({ type: 'string', transform: ['trim'], minLength: 1, maxLength: max }) as const;

/** What a missing state says, in the words of the field that asks for it. */
export const STATE_REQUIRED_MESSAGE = 'State or region is required.';

/** The booker's address (SPEC.md §5: line 1, city, state and zip required; country from the list). */
export const bookingAddressSchema = {
  type: 'object',
  properties: {
    addressLine1: text(255),
    addressLine2: { type: ['string', 'null'], transform: ['trim'], maxLength: 255 },
    city: text(255),
    // Named as its field is ("State or region"), not as its key: a region is a state here too.
    state: { ...text(255), errorMessage: { minLength: STATE_REQUIRED_MESSAGE } },
    zip: text(32),
    country: countryField,
    companyName: {
      type: ['string', 'null'],
      transform: ['trim'],
      maxLength: 255,
      description: 'The company the seats are bought for, named on its invoices.',
    },
    vatId: {
      type: ['string', 'null'],
      transform: ['trim', 'toUpperCase'],
      maxLength: 20,
      description:
        "The company's VAT ID, with its country's prefix (DE123456789): an EU business in another member state than the seller's pays no VAT (reverse charge).",
    },
  },
  required: ['addressLine1', 'city', 'state', 'zip', 'country'],
  additionalProperties: false,
  errorMessage: { required: { state: STATE_REQUIRED_MESSAGE } },
} as const;

/** Per-resource choices of a booking (SPEC.md §3 meta.workshopResourcePreferences). */
export const bookingMetaSchema = {
  type: 'object',
  properties: {
    workshopResourcePreferences: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        properties: { id: uuidSchema, isVisible: { type: 'boolean' }, isBroadcast: { type: 'boolean' } },
        required: ['id', 'isVisible', 'isBroadcast'],
        additionalProperties: false,
      },
      default: [],
    },
  },
  additionalProperties: false,
} as const;

/** Seats of a booking (SPEC.md §5: at least 1). */
export const seatsField = {
  type: 'integer',
  minimum: 1,
  maximum: 1000,
  default: 1,
  errorMessage: 'Seats must be at least 1.',
} as const;

/** The booking form's seats and address, checked in the browser by the rules creating a booking applies. */
export const bookingDetailsSchema = {
  type: 'object',
  properties: { seats: seatsField, address: bookingAddressSchema },
  required: ['seats', 'address'],
} as const;

/** Body of creating a booking (SPEC.md §5). The amount is never taken from the client. */
export const createBookingSchema = {
  type: 'object',
  properties: {
    userId: uuidSchema,
    workshopScheduleId: uuidSchema,
    seats: seatsField,
    notes: { type: ['string', 'null'], transform: ['trim'], maxLength: 1000 },
    address: bookingAddressSchema,
    meta: bookingMetaSchema,
    paymentIntentId: {
      type: 'string',
      pattern: '^pi_[A-Za-z0-9_-]+$',
      maxLength: 255,
      description:
        'A public payment intent (POST /v1/public/payments/payment-intent) to pay this booking with.',
    },
    inviteesPay: {
      type: 'boolean',
      default: false,
      description:
        "Each person pays for their own seat: the booker pays for one, and each invitee's seat waits for its payment (the workshop's inviteePayHours, never past the start) before it is released.",
    },
    code: {
      anyOf: [promoCodeField, { type: 'null' }],
      description: 'A promo code to price the seats with (422 on code, in words, when it does not apply).',
    },
    answers: {
      ...bookingAnswersInputSchema,
      description:
        "Answers to the workshop's booking questions, by question id: the once-per-booking ones, and the per-attendee ones for the booker (422 on answers.<questionId>).",
    },
  },
  required: ['userId', 'workshopScheduleId', 'address'],
  additionalProperties: false,
} as const;
export type CreateBookingInput = FromSchema<typeof createBookingSchema>;

/** Body of updating a booking: the create fields partial, plus what changes over its life. */
const {
  paymentIntentId: _paidOnCreateOnly,
  code: _pricedOnCreateOnly,
  answers: _answeredOnCreateOnly,
  ...bookingFields
} = createBookingSchema.properties;

export const updateBookingSchema = {
  type: 'object',
  properties: {
    ...partialSchema({ type: 'object', properties: bookingFields }).properties,
    status: { type: 'string', enum: BOOKING_STATUSES, errorMessage: 'Please select a valid status' },
    cancellationReason: { type: ['string', 'null'], transform: ['trim'], maxLength: 1000 },
    coachNotes: { type: ['string', 'null'], transform: ['trim'], maxLength: 1000 },
    offlinePayment: {
      ...offlinePaymentSchema,
      description:
        'With status CONFIRMED on a booking with a balance due (its coach or the platform): how it was paid outside Exceed. Required there, refused anywhere else.',
    },
  },
  additionalProperties: false,
} as const;
export type UpdateBookingInput = FromSchema<typeof updateBookingSchema>;

/** The booker as a booking shows them (the coach needs a way to reach them). */
const bookingUserSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    username: { type: 'string' },
    name: { type: 'string', description: 'First and last name, else the username (personName).' },
    email: { type: 'string' },
  },
  required: ['id', 'username', 'name', 'email'],
  additionalProperties: false,
} as const;

/** A workshop as a booking and its seats name it: which, and its title. */
export const workshopSummarySchema = {
  type: 'object',
  properties: { id: uuidSchema, title: { type: 'string' } },
  required: ['id', 'title'],
  additionalProperties: false,
} as const;

/** The workshop as a booking shows it: which, its title, and the policy its cancellation follows. */
const bookingWorkshopSchema = {
  type: 'object',
  properties: {
    ...workshopSummarySchema.properties,
    cancellationPolicy: {
      type: 'array',
      items: cancellationTierSchema,
      description: "Refund tiers of the booker's cancellation, longest notice first; nothing after the last.",
    },
  },
  required: [...workshopSummarySchema.required, 'cancellationPolicy'],
  additionalProperties: false,
} as const;

/** The schedule as a booking shows it: when, and of which workshop. */
const bookingScheduleSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    startDate: timestampField,
    endDate: timestampField,
    timezone: { type: 'string', description: "The session's IANA zone, in which its time is shown." },
    status: { type: 'string' },
    coachId: uuidSchema,
    workshop: bookingWorkshopSchema,
    sessionCount: sessionCountField,
    cadence: cadenceField,
    sessions: {
      type: 'array',
      items: attendeeSessionSchema,
      description:
        'Every session the booking buys, soonest first. In every read of a booking; the answer of POST /v1/bookings (a hold, answered at once in a rush) leaves it out.',
    },
  },
  required: [
    'id',
    'startDate',
    'endDate',
    'timezone',
    'status',
    'coachId',
    'workshop',
    'sessionCount',
    'cadence',
  ],
  additionalProperties: false,
} as const;

/**
 * Query of GET /v1/bookings. `view=mine` (default): the caller's bookings in every team. `view=team`: the
 * bookings of the team named by X-Team that the caller manages (a coach: of their own schedules; a
 * super-admin: all of them).
 */
export const bookingListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    view: { type: 'string', enum: ['mine', 'team'], default: 'mine' },
    status: { type: 'string', enum: BOOKING_STATUSES, errorMessage: 'Please select a valid status' },
    workshopScheduleId: uuidSchema,
  },
  additionalProperties: false,
} as const;

/** What the reader of a booking may do with it now, each as the API's policy decides (abilities). */
export const BOOKING_ABILITIES = [
  'pay',
  'confirm',
  'complete',
  'markNoShow',
  'cancel',
  'cancelSeats',
  'editCoachNotes',
  'invite',
  'delete',
  'viewResources',
] as const;
export type BookingAbility = (typeof BOOKING_ABILITIES)[number];

/**
 * A map of abilities, each true exactly when the route that does it would let its reader do it now (not
 * 403 or 404, nor 422 for the record's state): the front ends show a button when it is true and never
 * decide for themselves.
 */
export const abilitiesSchema = <const A extends readonly string[]>(names: A) =>
  ({
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'boolean' }])) as {
      [K in A[number]]: { type: 'boolean' };
    },
    required: names,
    additionalProperties: false,
  }) as const;

const bookingAbilitiesSchema = {
  ...abilitiesSchema(BOOKING_ABILITIES),
  description:
    'What the reader may do now: pay (the balance), confirm, complete or markNoShow (status changes), cancel (all or some seats), editCoachNotes, invite (give out seats), delete, viewResources.',
} as const;

/** A booking as the API shows it. */
export const bookingSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    userId: uuidSchema,
    workshopScheduleId: uuidSchema,
    seats: { type: 'integer', description: 'The seats it has now (booked less those cancelled since).' },
    seatsCancelled: { type: 'integer', description: 'Seats cancelled from it while it went on.' },
    status: { type: 'string', enum: BOOKING_STATUSES },
    holdExpiresAt: { ...timestampField, type: ['string', 'null'] },
    price: { type: 'number', description: 'Price per seat when booked.' },
    priceBreakdown: {
      ...priceBreakdownSchema,
      description: 'What its seats cost now, line by line, at the price it was booked at.',
    },
    amountDue: { type: 'number', description: 'The total of priceBreakdown.' },
    bookerDue: {
      type: 'number',
      description: 'What the booker pays: amountDue, or one seat when each invitee pays for theirs.',
    },
    balanceDue: {
      type: 'number',
      description: 'What the booker still has to pay to confirm it (0 once it is no longer pending).',
    },
    inviteesPay: { type: 'boolean', description: 'Each invitee pays for their own seat.' },
    inviteeHoldExpiresAt: {
      ...timestampField,
      type: ['string', 'null'],
      description:
        "Until when invitees' unpaid seats are held (set once the booker has paid); then released.",
    },
    amountPaid: { type: 'number' },
    amountRefunded: { type: 'number' },
    currency: { type: 'string' },
    paymentMethod: { type: ['string', 'null'] },
    paymentTransactionId: { type: ['string', 'null'] },
    notes: { type: ['string', 'null'] },
    coachNotes: { type: ['string', 'null'] },
    cancellationReason: { type: ['string', 'null'] },
    address: bookingAddressSchema,
    meta: bookingMetaSchema,
    answers: {
      type: 'array',
      items: bookingAnswerSchema,
      description: "The booker's answers to the workshop's booking questions, as they were asked.",
    },
    checkInCode: {
      type: ['string', 'null'],
      description:
        "The booker's own check-in code (their QR code's text), to the booker of a confirmed booking alone.",
    },
    certificateCode: {
      type: ['string', 'null'],
      description:
        "The code of the booker's certificate of attendance (GET /v1/certificates/{code}), to the booker alone.",
    },
    user: bookingUserSchema,
    workshopSchedule: bookingScheduleSchema,
    confirmedAt: { ...timestampField, type: ['string', 'null'] },
    cancelledAt: { ...timestampField, type: ['string', 'null'] },
    createdAt: timestampField,
    updatedAt: timestampField,
    deletedAt: { ...timestampField, type: ['string', 'null'] },
    abilities: bookingAbilitiesSchema,
  },
  required: [
    'id',
    'userId',
    'workshopScheduleId',
    'seats',
    'seatsCancelled',
    'status',
    'price',
    'priceBreakdown',
    'amountDue',
    'bookerDue',
    'balanceDue',
    'inviteesPay',
    'amountPaid',
    'amountRefunded',
    'currency',
    'address',
    'abilities',
  ],
  additionalProperties: false,
} as const;
export type BookingAbilities = Record<BookingAbility, boolean>;
export type BookingResource = FromSchema<typeof bookingSchema>;
