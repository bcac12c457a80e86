import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';

const seats = { type: 'integer' } as const;

/**
 * One schedule's seats as GET /v1/seat-ledger/check tells them: capacity = sold + held + free by its
 * counters, the same sums by the seat ledger and by the bookings' own seats, and whether all agree.
 */
export const scheduleSeatBalanceSchema = {
  type: 'object',
  properties: {
    tenantId: uuidSchema,
    workshopScheduleId: uuidSchema,
    capacity: seats,
    held: seats,
    sold: seats,
    free: seats,
    ledgerHeld: seats,
    ledgerSold: seats,
    bookingsHeld: seats,
    bookingsSold: seats,
    strayBookings: seats,
    balanced: { type: 'boolean' },
  },
  required: [
    'tenantId',
    'workshopScheduleId',
    'capacity',
    'held',
    'sold',
    'free',
    'ledgerHeld',
    'ledgerSold',
    'bookingsHeld',
    'bookingsSold',
    'strayBookings',
    'balanced',
  ],
  additionalProperties: false,
} as const;

export type ScheduleSeatBalance = FromSchema<typeof scheduleSeatBalanceSchema>;

/** The whole check: every schedule, and whether every one balances. */
export const seatLedgerCheckSchema = {
  type: 'object',
  properties: {
    balanced: { type: 'boolean' },
    schedules: { type: 'array', items: scheduleSeatBalanceSchema },
  },
  required: ['balanced', 'schedules'],
  additionalProperties: false,
} as const;

export type SeatLedgerCheck = FromSchema<typeof seatLedgerCheckSchema>;
