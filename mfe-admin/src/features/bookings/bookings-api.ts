import type {
  BookingResource,
  BookingSeatResource,
  One,
  Page,
  ScheduleSeatBalance,
} from '@exceed/api/contract';
import { api, useApi } from '@exceed/session';

/*
 * Every read and write of the Bookings and money screens, across every team. A write refreshes the
 * cached reads under /admin (revalidateReads). The shapes below are the admin API's contract as agreed
 * (issue 22), written here until it is in @exceed/api/contract. Money of payments, refunds and the refund
 * body is in minor units of `currency`; the booking's own amounts are decimals, as everywhere.
 */

/** One movement of a booking's money (the ledger): a payment (CHARGE) or a refund, with the platform's fee and the coach's payout. */
export interface MoneyMovement {
  id: string;
  kind: 'CHARGE' | 'REFUND';
  reference: string;
  currency: string;
  gross: number;
  fee: number;
  payout: number;
  createdAt: string;
}

/** One row of a schedule's seat ledger: a hold, its release, a sale (CONFIRM), a refund, a capacity change. */
export interface SeatLedgerRow {
  id: string;
  bookingId: string | null;
  kind: 'HOLD' | 'RELEASE' | 'CONFIRM' | 'REFUND' | 'CAPACITY';
  seats: number;
  createdAt: string;
}

/** A booking as the admin sees it: the booking, its seats, its money and its schedule's seat ledger. */
export interface AdminBooking {
  booking: BookingResource;
  tenantId: string;
  seats: BookingSeatResource[];
  payments: MoneyMovement[];
  refunds: MoneyMovement[];
  seatLedger: SeatLedgerRow[];
}

/** GET /v1/admin/bookings?search=: bookings of every team by booking id, booker email or schedule id. */
export function useAdminBookings(query: { search?: string; page: number }) {
  return useApi<Page<BookingResource>>('/admin/bookings', query);
}

/** GET /v1/admin/bookings/{id}. */
export function useAdminBooking(id: string) {
  return useApi<One<AdminBooking>>(`/admin/bookings/${id}`);
}

/**
 * POST /v1/admin/bookings/{id}/refunds: through the coaches' refund path; `amount` in minor units, absent
 * for the whole remainder (which cancels the booking and frees its seats).
 */
export function refundBooking(id: string, amount?: number) {
  return api.post<One<AdminBooking>>(`/admin/bookings/${id}/refunds`, amount === undefined ? {} : { amount });
}

/** GET /v1/admin/schedules/{id}/seat-ledger: whether that schedule's seats balance. */
export function checkScheduleLedger(scheduleId: string) {
  return api.get<One<ScheduleSeatBalance>>(`/admin/schedules/${scheduleId}/seat-ledger`);
}
