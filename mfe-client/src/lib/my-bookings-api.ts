/**
 * The requests about my own bookings that several features of the client area share (bookings,
 * workshops, payments, dashboard); a feature's own requests are in its <feature>-api.ts.
 */
import {
  type BookingResource,
  bookingResourceFilePath,
  type InvoiceSummaryResource,
  type One,
  type Page,
  type WorkshopResourceItem,
} from '@exceed/contract';
import { useApi } from '@exceed/session';

/** The most bookings one read brings (the API's page limit); lists page through them in the browser. */
const MY_BOOKINGS_PER_PAGE = 100;

/** The reads of my bookings, by path, for the writes that change them to name. */
export const bookingsPath = '/bookings';
export const bookingPath = (id: string) => `/bookings/${id}` as const;
export const bookingResourcesPath = (id: string) => `/bookings/${id}/resources` as const;

/** GET /v1/bookings: the signed-in user's own bookings in every team (view=mine), newest first. */
export function useMyBookings() {
  return useApi<Page<BookingResource>>(bookingsPath, { view: 'mine', perPage: MY_BOOKINGS_PER_PAGE });
}

/** GET /v1/bookings/{id}. */
export function useBooking(id: string) {
  return useApi<One<BookingResource>>(bookingPath(id));
}

/**
 * GET /v1/bookings/{id}/resources: the workshop resources this booking opens. A closed booking answers
 * 403, which the page says in place, so it shows no error toast.
 */
export function useBookingResources(bookingId: string) {
  return useApi<Page<WorkshopResourceItem>>(
    bookingResourcesPath(bookingId),
    { perPage: 100 },
    { notify: false },
  );
}

/** The invoices and credit notes issued to me, and those of one booking: a refund adds to both. */
export const myInvoicesPath = '/payments/invoices';
export const bookingInvoicesPath = (bookingId: string) => `/payments/bookings/${bookingId}/invoices` as const;

/**
 * GET /v1/payments/invoices: the invoices and credit notes issued to me, wherever I paid, newest first.
 */
export function useMyInvoices() {
  return useApi<One<InvoiceSummaryResource[]>>(myInvoicesPath);
}

/** GET /v1/payments/bookings/{id}/invoices: a booking's invoices and credit notes, oldest first. */
export function useBookingInvoices(bookingId: string) {
  return useApi<One<InvoiceSummaryResource[]>>(bookingInvoicesPath(bookingId));
}

/**
 * Where an invoice or credit note is (GET /v1/payments/invoices/{id}): a PDF the browser downloads with the
 * session cookie, whatever team issued it.
 */
export const invoiceFileHref = (invoiceId: string) => `/v1/payments/invoices/${invoiceId}`;

/** GET /v1/certificates/{code}/pdf: a certificate of attendance as a PDF, to its holder (or their booker). */
export const certificatePdfHref = (code: string) => `/v1/certificates/${encodeURIComponent(code)}/pdf`;

/**
 * Where a resource opens: its address, or its uploaded file through the booking's route
 * (GET /v1/bookings/{id}/resources/{resourceId}/file).
 */
export const resourceHref = (bookingId: string, resource: WorkshopResourceItem) =>
  resource.url ?? (resource.filePath ? bookingResourceFilePath(bookingId, resource.id) : undefined);
