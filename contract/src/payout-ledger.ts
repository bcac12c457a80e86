import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';
import { instantField } from './fields.ts';

const minor = { type: 'integer', description: 'Minor units of the currency.' } as const;

/**
 * One coach's money in one team and currency as GET /v1/payout-ledger/check tells it: charges − refunds −
 * disputes − fees − transfers = balance by the ledger, and the transfers equal what the payouts sent less what was
 * taken back from them. `balanced` when both hold.
 */
export const coachPayoutBalanceSchema = {
  type: 'object',
  properties: {
    tenantId: uuidSchema,
    coachId: uuidSchema,
    currency: { type: 'string' },
    charges: minor,
    refunds: minor,
    disputes: { ...minor, description: 'Held by open disputes or lost to closed ones.' },
    fees: minor,
    transfers: { ...minor, description: 'Paid out to the coach, less what was taken back after refunds.' },
    balance: { ...minor, description: 'Owed to the coach and not paid out yet (the ledger’s payout sum).' },
    payoutsSent: { ...minor, description: 'The payouts’ own amounts, less the reversals taken from them.' },
    balanced: { type: 'boolean' },
  },
  required: [
    'tenantId',
    'coachId',
    'currency',
    'charges',
    'refunds',
    'disputes',
    'fees',
    'transfers',
    'balance',
    'payoutsSent',
    'balanced',
  ],
  additionalProperties: false,
} as const;
export type CoachPayoutBalance = FromSchema<typeof coachPayoutBalanceSchema>;

/** GET /v1/payout-ledger/check: every coach's money, and whether all of it balances. */
export const payoutLedgerCheckSchema = {
  type: 'object',
  properties: {
    balanced: { type: 'boolean' },
    coaches: { type: 'array', items: coachPayoutBalanceSchema },
  },
  required: ['balanced', 'coaches'],
  additionalProperties: false,
} as const;
export type PayoutLedgerCheck = FromSchema<typeof payoutLedgerCheckSchema>;

/** 422 on `at` outside development and test: a deployed site pays by the real clock only. */
export const PAYOUT_CLOCK_MESSAGE = 'The payout clock can be moved in development and test only.';

/**
 * POST /v1/admin/payout-runs: runs the payouts now (as the hourly run does), or as of `at` in development
 * and test (a clock the browser tests control).
 */
export const payoutRunSchema = {
  type: 'object',
  properties: { at: { ...instantField, description: 'Run as if it were then (development and test only).' } },
  additionalProperties: false,
} as const;
export type PayoutRunInput = FromSchema<typeof payoutRunSchema>;

/** What a payout run decided: the payouts its jobs now transfer. */
export const payoutRunResultSchema = {
  type: 'object',
  properties: { payouts: { type: 'integer', minimum: 0 } },
  required: ['payouts'],
  additionalProperties: false,
} as const;
