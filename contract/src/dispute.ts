import type { FromSchema } from 'json-schema-to-ts';
import { paginationQueryProperties, uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';

/** Where a dispute stands: open while Stripe's decision is awaited, closed once it is won or lost. */
export const DISPUTE_STATES = ['open', 'closed'] as const;

const person = {
  type: 'object',
  properties: { name: { type: 'string' }, email: { type: 'string' } },
  required: ['name', 'email'],
  additionalProperties: false,
} as const;

/** A dispute itself, as a booking's admin page shows it; `amount` in minor units of `currency`. */
const disputeProperties = {
  id: uuidSchema,
  stripeDisputeId: { type: 'string', examples: ['dp_1Q2w3E4r5T6y7U8i9O0p'] },
  status: {
    type: 'string',
    description: "Stripe's: needs_response, under_review, won, lost (warning_* for inquiries).",
  },
  reason: { type: 'string', examples: ['fraudulent'] },
  amount: { type: 'integer', description: 'Minor units of `currency`.' },
  currency: { type: 'string', examples: ['USD'] },
  evidenceDueBy: { type: ['string', 'null'], format: 'date-time' },
  createdAt: timestampField,
  closedAt: { type: ['string', 'null'], format: 'date-time' },
} as const;
const disputeRequired = [
  'id',
  'stripeDisputeId',
  'status',
  'reason',
  'amount',
  'currency',
  'evidenceDueBy',
  'createdAt',
  'closedAt',
] as const;

export const disputeSchema = {
  type: 'object',
  properties: disputeProperties,
  required: disputeRequired,
  additionalProperties: false,
} as const;
export type DisputeResource = FromSchema<typeof disputeSchema>;

/**
 * A cardholder's dispute of a booking's charge, as the admin area lists it (GET /v1/admin/disputes):
 * with the booking, its session, who paid and who coaches.
 */
export const adminDisputeSchema = {
  type: 'object',
  properties: {
    ...disputeProperties,
    bookingId: uuidSchema,
    workshopTitle: { type: 'string' },
    sessionStart: timestampField,
    timezone: { type: 'string', description: "The session's IANA zone." },
    payer: person,
    coach: person,
  },
  required: [...disputeRequired, 'bookingId', 'workshopTitle', 'sessionStart', 'timezone', 'payer', 'coach'],
  additionalProperties: false,
} as const;
export type AdminDisputeResource = FromSchema<typeof adminDisputeSchema>;

/** GET /v1/admin/disputes: open or closed ones (both by default), newest first. */
export const adminDisputeQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, state: { type: 'string', enum: DISPUTE_STATES } },
  additionalProperties: false,
} as const;
export type AdminDisputeQuery = FromSchema<typeof adminDisputeQuerySchema>;
