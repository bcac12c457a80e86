import { useApi } from '@exceed/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finalizeBookingPayment } from './booking-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('finalizing a booking payment', () => {
  it("reads the client area's bookings again: the list (and payments), the booking and its resources", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar stands in for the browser's
    document.cookie = 'XSRF-TOKEN=t';
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ data: { id: 'b1' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const readsOf = (url: string) => fetch.mock.calls.filter(([called]) => called === url).length;
    const reads = ['/v1/bookings?view=mine', '/v1/bookings/b1', '/v1/bookings/b1/resources'];
    // The reads mfe-client's lib/my-bookings-api.ts makes, cached while the booker pays here.
    renderHook(() => {
      useApi('/bookings', { view: 'mine' });
      useApi('/bookings/b1');
      useApi('/bookings/b1/resources');
    });
    await waitFor(() => expect(reads.map(readsOf)).toEqual([1, 1, 1]));

    await act(() => finalizeBookingPayment('b1', 'pi_1'));

    expect(fetch).toHaveBeenCalledWith('/v1/payments/bookings/b1/finalize', expect.anything());
    // The write is under /payments: naming the reads is what reads them again.
    await waitFor(() => expect(reads.map(readsOf)).toEqual([2, 2, 2]));
  });
});
