import type { FromSchema } from 'json-schema-to-ts';
import { BOOKING_STATUSES, bookingSchema } from './booking.ts';
import { bookingSeatSchema } from './booking-seat.ts';
import { paginationQueryProperties, searchField, uuidSchema } from './common.ts';
import { disputeSchema } from './dispute.ts';
import { dayField, timestampField } from './fields.ts';

/**
 * The super-admin's area (/v1/admin/*, issue 22). Money here is in integer minor units of its own
 * currency, as the ledger keeps it (money.ts says how many decimals a currency has).
 */

const minor = { type: 'integer', description: 'Minor units of `currency`.' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const yearMonth = {
  type: 'string',
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  errorMessage: 'Please enter a month as YYYY-MM.',
} as const;

/** Messages of the admin routes' rules. */
export const ADMIN_MESSAGES = {
  ownSuperAdmin: 'You cannot revoke your own super-admin role.',
  ownSuspension: 'You cannot suspend your own account.',
  unknownRole: 'No role has this name.',
  alreadyVerified: 'This email address is already verified.',
  refundTooLarge: 'The amount cannot be more than what is left to refund.',
  nothingToRefund: 'This booking has no payment left to refund.',
  paymentDisputed: 'This payment is disputed: it cannot be refunded while the dispute is open.',
  monthOrder: 'The first month must not be after the last.',
  monthSpan: 'Choose at most 36 months.',
} as const;

/** One row of the audit log, with who made the change. */
export const auditEntrySchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    action: { type: 'string', examples: ['user.suspend'] },
    subjectKind: { type: 'string', examples: ['user'] },
    subjectId: { type: 'string' },
    before: { type: ['object', 'null'] },
    after: { type: ['object', 'null'] },
    actor: {
      type: ['object', 'null'],
      properties: { id: uuidSchema, username: { type: 'string' }, email: { type: 'string' } },
      required: ['id', 'username', 'email'],
      additionalProperties: false,
    },
    createdAt: timestampField,
  },
  required: ['id', 'action', 'subjectKind', 'subjectId', 'before', 'after', 'actor', 'createdAt'],
  additionalProperties: false,
} as const;
export type AuditEntryResource = FromSchema<typeof auditEntrySchema>;

const day = { ...dayField, description: 'YYYY-MM-DD (UTC), inclusive.' } as const;

/** GET /v1/admin/audit-entries: filters, newest first. */
export const auditEntryQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    action: { type: 'string', maxLength: 100 },
    actorId: uuidSchema,
    subjectKind: { type: 'string', maxLength: 100 },
    subjectId: { type: 'string', maxLength: 100 },
    from: day,
    to: day,
  },
  additionalProperties: false,
} as const;
export type AuditEntryQuery = FromSchema<typeof auditEntryQuerySchema>;

/** GET /v1/admin/overview: a span of months, the last 12 by default. */
export const overviewQuerySchema = {
  type: 'object',
  properties: { from: yearMonth, to: yearMonth },
  additionalProperties: false,
} as const;

/** The marketplace's figures of one month in one currency (counts repeat in each currency's row). */
export const overviewMonthSchema = {
  type: 'object',
  properties: {
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
    currency: { type: 'string' },
    sales: minor,
    platformFees: minor,
    refunds: minor,
    payoutsOwed: minor,
    payoutsPaid: minor,
    bookingsByStatus: {
      type: 'object',
      properties: Object.fromEntries(BOOKING_STATUSES.map((status) => [status, count])) as Record<
        (typeof BOOKING_STATUSES)[number],
        typeof count
      >,
      required: BOOKING_STATUSES,
      additionalProperties: false,
    },
    newUsers: count,
    newCoaches: count,
  },
  required: [
    'month',
    'currency',
    'sales',
    'platformFees',
    'refunds',
    'payoutsOwed',
    'payoutsPaid',
    'bookingsByStatus',
    'newUsers',
    'newCoaches',
  ],
  additionalProperties: false,
} as const;
export type OverviewMonth = FromSchema<typeof overviewMonthSchema>;

export const overviewSchema = {
  type: 'object',
  properties: { months: { type: 'array', items: overviewMonthSchema } },
  required: ['months'],
  additionalProperties: false,
} as const;
export type Overview = FromSchema<typeof overviewSchema>;

/** Body of granting a global role. */
export const grantRoleSchema = {
  type: 'object',
  properties: {
    role: { type: 'string', minLength: 1, maxLength: 100, errorMessage: 'Please choose a role.' },
  },
  required: ['role'],
  additionalProperties: false,
  errorMessage: { required: { role: 'Please choose a role.' } },
} as const;

/** `/v1/admin/users/:id/roles/:role`. */
export const userRoleParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema, role: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id', 'role'],
  additionalProperties: false,
} as const;

/** A team's size at a glance. */
export const tenantSummarySchema = {
  type: 'object',
  properties: {
    tenantId: uuidSchema,
    suspendedAt: { type: ['string', 'null'], format: 'date-time' },
    members: count,
    coaches: count,
    workshops: count,
    schedules: count,
    bookings: count,
  },
  required: ['tenantId', 'suspendedAt', 'members', 'coaches', 'workshops', 'schedules', 'bookings'],
  additionalProperties: false,
} as const;
export type TenantSummary = FromSchema<typeof tenantSummarySchema>;

/** GET /v1/admin/bookings: a booking id, a booker's email or a schedule id; all teams. */
export const adminBookingQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, search: searchField },
  additionalProperties: false,
} as const;

/**
 * A movement of a booking's money (the ledger): a payment (CHARGE) or a refund, split fee and payout; or
 * the coach's share paid out (TRANSFER) or taken back after a refund (REVERSAL), which are no sale.
 */
export const moneyMovementSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    kind: {
      type: 'string',
      enum: ['CHARGE', 'REFUND', 'OFFLINE', 'TRANSFER', 'REVERSAL', 'DISPUTE', 'DISPUTE_WON'],
      description:
        "OFFLINE: paid outside Exceed, recorded by the coach when confirming (no fee, no payout). TRANSFER: the coach's share paid out (payout negative); REVERSAL: taken back from a payout after a refund.",
    },
    reference: { type: 'string' },
    currency: { type: 'string' },
    gross: minor,
    fee: minor,
    payout: minor,
    createdAt: timestampField,
  },
  required: ['id', 'kind', 'reference', 'currency', 'gross', 'fee', 'payout', 'createdAt'],
  additionalProperties: false,
} as const;
export type MoneyMovement = FromSchema<typeof moneyMovementSchema>;

/** A row of a schedule's seat ledger. */
export const seatLedgerRowSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    bookingId: { type: ['string', 'null'], format: 'uuid' },
    kind: { type: 'string', enum: ['HOLD', 'RELEASE', 'CONFIRM', 'REFUND', 'CAPACITY'] },
    seats: { type: 'integer' },
    createdAt: timestampField,
  },
  required: ['id', 'bookingId', 'kind', 'seats', 'createdAt'],
  additionalProperties: false,
} as const;
export type SeatLedgerRow = FromSchema<typeof seatLedgerRowSchema>;

/** One booking as the admin area shows it: the booking, its seats, its money and its schedule's seats. */
export const adminBookingSchema = {
  type: 'object',
  properties: {
    booking: bookingSchema,
    tenantId: uuidSchema,
    seats: { type: 'array', items: bookingSeatSchema },
    payments: { type: 'array', items: moneyMovementSchema },
    refunds: { type: 'array', items: moneyMovementSchema },
    payouts: {
      type: 'array',
      items: moneyMovementSchema,
      description:
        "The coach's share paid out, taken back, or held by a dispute (TRANSFER, REVERSAL, DISPUTE, DISPUTE_WON).",
    },
    disputes: { type: 'array', items: disputeSchema },
    seatLedger: { type: 'array', items: seatLedgerRowSchema },
  },
  required: ['booking', 'tenantId', 'seats', 'payments', 'refunds', 'payouts', 'disputes', 'seatLedger'],
  additionalProperties: false,
} as const;
export type AdminBookingResource = FromSchema<typeof adminBookingSchema>;

/** Body of an admin refund: absent amount = all that is left. */
export const adminRefundSchema = {
  type: 'object',
  properties: {
    amount: {
      type: 'integer',
      minimum: 1,
      description: 'Minor units of the booking’s currency; absent for a full refund.',
      errorMessage: 'The amount must be a whole number of minor units, at least 1.',
    },
  },
  additionalProperties: false,
} as const;

/** Kinds of soft-deleted records the trash lists (SPEC.md §4). */
export const TRASH_KINDS = [
  'bookings',
  'booking-seats',
  'tenants',
  'workshops',
  'resources',
  'schedules',
  'templates',
  'users',
  'job-postings',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

const trashKind = {
  type: 'string',
  enum: TRASH_KINDS,
  errorMessage: `Kind must be one of: ${TRASH_KINDS.join(', ')}.`,
} as const;

export const trashQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, kind: trashKind },
  required: ['kind'],
  additionalProperties: false,
  errorMessage: { required: { kind: 'Please choose a kind.' } },
} as const;

export const trashParamsSchema = {
  type: 'object',
  properties: { kind: trashKind, id: uuidSchema },
  required: ['kind', 'id'],
  additionalProperties: false,
} as const;

/** A soft-deleted record in the trash. */
export const trashItemSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    kind: trashKind,
    label: { type: 'string' },
    deletedAt: timestampField,
    tenant: {
      type: ['object', 'null'],
      properties: { id: uuidSchema, name: { type: 'string' }, slug: { type: 'string' } },
      required: ['id', 'name', 'slug'],
      additionalProperties: false,
    },
  },
  required: ['id', 'kind', 'label', 'deletedAt', 'tenant'],
  additionalProperties: false,
} as const;
export type TrashItem = FromSchema<typeof trashItemSchema>;

/** `/v1/admin/failed-jobs/:id`: a job's id is a whole number (the queue's bigint). */
export const jobParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
  required: ['id'],
  additionalProperties: false,
} as const;

/** A job of the queue as the admin area's Failed jobs page shows it; failedAt is null once retried. */
export const failedJobSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', examples: ['42'] },
    name: { type: 'string', examples: ['mail.booking-confirmed'] },
    attempts: count,
    maxAttempts: count,
    lastError: { type: ['string', 'null'], description: 'The error of its last attempt, stack included.' },
    failedAt: { type: ['string', 'null'], format: 'date-time' },
    runAt: timestampField,
  },
  required: ['id', 'name', 'attempts', 'maxAttempts', 'lastError', 'failedAt', 'runAt'],
  additionalProperties: false,
} as const;
export type FailedJob = FromSchema<typeof failedJobSchema>;

/** Who reads a mail (GET /v1/admin/mail-previews): an attendee's mails carry the coach as reply-to. */
export const MAIL_READERS = [
  'attendee',
  'coach',
  'account',
  'applicant',
  'recruiter',
  'super-admin',
] as const;
export type MailReader = (typeof MAIL_READERS)[number];

/** One mail Exceed sends, written with sample data, as the admin area's Mails page previews it. */
export const mailPreviewSchema = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      description: 'The name of the function that writes it.',
      examples: ['bookingConfirmedMail'],
    },
    reader: { type: 'string', enum: MAIL_READERS },
    to: { type: 'string' },
    subject: { type: 'string' },
    replyTo: { type: ['string', 'null'] },
    listUnsubscribe: {
      type: ['string', 'null'],
      description: 'The List-Unsubscribe header of a mail that is not transactional.',
    },
    text: { type: 'string', description: 'The plain-text part.' },
    html: { type: 'string', description: 'The HTML part, in the Exceed layout.' },
  },
  required: ['id', 'reader', 'to', 'subject', 'replyTo', 'listUnsubscribe', 'text', 'html'],
  additionalProperties: false,
} as const;
export type MailPreview = FromSchema<typeof mailPreviewSchema>;
