import type { AdminBookingResource, BookingResource, One, Page, ScheduleSeatBalance } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/*
 * Every read and write of the Bookings and money screens, across every team. Money of payments, refunds
 * and the refund body is in minor units of `currency`; the booking's own amounts are decimals, as
 * everywhere.
 */

const bookingsPath = '/admin/bookings';
const bookingPath = (id: string) => `/admin/bookings/${id}` as const;

/**
 * GET /v1/admin/bookings.csv and /v1/admin/ledger.csv: every team's bookings and every movement of money,
 * as downloads a plain link fetches with the session's cookie (no team header: they cross teams).
 */
export const bookingsCsvHref = '/v1/admin/bookings.csv';
export const ledgerCsvHref = '/v1/admin/ledger.csv';

/** GET /v1/admin/bookings?search=: bookings of every team by booking id, booker email or schedule id. */
export function useAdminBookings(query: { search?: string; page: number }) {
  return useApi<Page<BookingResource>>(bookingsPath, query);
}

/** GET /v1/admin/bookings/{id}. */
export function useAdminBooking(id: string) {
  return useApi<One<AdminBookingResource>>(bookingPath(id));
}

/**
 * POST /v1/admin/bookings/{id}/refunds: through the coaches' refund path; `amount` in minor units, absent
 * for the whole remainder (which cancels the booking and frees its seats). The booking (its refunds,
 * seats and ledger) and the list change.
 */
export function refundBooking(id: string, amount?: number) {
  return api.post<One<AdminBookingResource>>(
    `${bookingPath(id)}/refunds`,
    amount === undefined ? {} : { amount },
    { revalidates: [bookingsPath, bookingPath(id)] },
  );
}

/** GET /v1/admin/schedules/{id}/seat-ledger: whether that schedule's seats balance. */
export function checkScheduleLedger(scheduleId: string) {
  return api.get<One<ScheduleSeatBalance>>(`/admin/schedules/${scheduleId}/seat-ledger`);
}
