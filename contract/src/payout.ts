import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';

/** How often a coach is paid: at most one payout a day, a week (the default) or a month. */
export const PAYOUT_SCHEDULES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];
export const PAYOUT_SCHEDULE_LABELS: Record<PayoutSchedule, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};

/** What the payout routes answer in words. */
export const PAYOUT_MESSAGES = {
  /** 422 on payoutSchedule before the coach has a Stripe account. */
  connectFirst: 'Connect a payout account first.',
} as const;

/** PATCH /v1/payments/connect/account: how often the coach is paid. */
export const updatePayoutAccountSchema = {
  type: 'object',
  properties: { payoutSchedule: { type: 'string', enum: PAYOUT_SCHEDULES } },
  required: ['payoutSchedule'],
  additionalProperties: false,
} as const;
export type UpdatePayoutAccount = FromSchema<typeof updatePayoutAccountSchema>;

const amount = { type: 'number', description: 'A decimal amount of the currency.' } as const;

/** A booking's share owed to the coach and not paid out yet, and from when it can be. */
export const owedShareSchema = {
  type: 'object',
  properties: {
    bookingId: uuidSchema,
    workshopTitle: { type: 'string' },
    sessionEnded: timestampField,
    amount,
    dueAt: { ...timestampField, description: 'From when it goes out with the next payout.' },
  },
  required: ['bookingId', 'workshopTitle', 'sessionEnded', 'amount', 'dueAt'],
  additionalProperties: false,
} as const;
export type OwedShare = FromSchema<typeof owedShareSchema>;

/**
 * GET /v1/payments/payout-balance: the coach's money in the team, per currency: available (due, goes out
 * with the next payout), pending (each share with when it becomes due) and what payouts have paid.
 */
export const payoutBalanceSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string' },
    available: amount,
    pending: { type: 'array', items: owedShareSchema },
    paidOut: { ...amount, description: 'Sent by payouts, less what refunds took back.' },
  },
  required: ['currency', 'available', 'pending', 'paidOut'],
  additionalProperties: false,
} as const;
export type PayoutBalance = FromSchema<typeof payoutBalanceSchema>;

/** One payout to the coach's Stripe account, with the bookings it paid (GET /v1/payments/transfers). */
export const payoutSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    status: {
      type: 'string',
      enum: ['PENDING', 'PAID'],
      description: 'PENDING until Stripe has the transfer.',
    },
    currency: { type: 'string' },
    amount,
    createdAt: timestampField,
    paidAt: { type: ['string', 'null'], format: 'date-time' },
    bookings: {
      type: 'array',
      items: {
        type: 'object',
        properties: { bookingId: uuidSchema, workshopTitle: { type: 'string' }, amount },
        required: ['bookingId', 'workshopTitle', 'amount'],
        additionalProperties: false,
      },
    },
  },
  required: ['id', 'status', 'currency', 'amount', 'createdAt', 'paidAt', 'bookings'],
  additionalProperties: false,
} as const;
export type PayoutResource = FromSchema<typeof payoutSchema>;
