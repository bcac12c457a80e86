import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { useApi } from './use-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useApi', () => {
  it('reads through the client and, after a write, reads again exactly the reads it names', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url === '/v1/csrf-cookie') {
        // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar stands in for the browser's
        document.cookie = 'XSRF-TOKEN=t';
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ data: { url } }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const readsOf = (url: string) => fetch.mock.calls.filter(([called]) => called === url).length;
    const reads = {
      list: '/v1/bookings?view=mine',
      booking: '/v1/bookings/b1',
      // Under the same first segment as the write: the old rule read it again, a declaration need not.
      resources: '/v1/bookings/b1/resources',
      seats: '/v1/booking-seats?bookingId=b1',
    };
    renderHook(() => {
      useApi('/bookings', { view: 'mine' });
      useApi('/bookings/b1');
      useApi('/bookings/b1/resources');
      useApi('/booking-seats', { bookingId: 'b1' });
    });
    await waitFor(() => expect(Object.values(reads).map(readsOf)).toEqual([1, 1, 1, 1]));

    await act(() =>
      api.post('/bookings/b1/cancellations', { seats: 1 }, { revalidates: ['/bookings', '/bookings/b1'] }),
    );
    await waitFor(() => expect([readsOf(reads.list), readsOf(reads.booking)]).toEqual([2, 2]));
    await new Promise((settle) => setTimeout(settle, 50));
    expect([readsOf(reads.resources), readsOf(reads.seats)]).toEqual([1, 1]);
  });

  it('reads nothing again after a write that names no read, nor after a failed one', async () => {
    let status = 200;
    const fetch = vi.fn(async (url: string) => {
      if (url === '/v1/csrf-cookie') {
        // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar stands in for the browser's
        document.cookie = 'XSRF-TOKEN=t';
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ data: {}, message: 'No.' }), { status });
    });
    vi.stubGlobal('fetch', fetch);
    const reads = () => fetch.mock.calls.filter(([url]) => url === '/v1/groups').length;
    renderHook(() => useApi('/groups'));
    await waitFor(() => expect(reads()).toBe(1));

    await act(() => api.post('/user/calendar-feed', undefined, { revalidates: [] }));
    status = 409;
    await act(() =>
      api.delete('/groups/g1', { revalidates: ['/groups'], notify: false }).catch(() => undefined),
    );
    await new Promise((settle) => setTimeout(settle, 50));
    expect(reads()).toBe(1);
  });

  it('leaves a failure to the page, without a toast, when notify is false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Not yet.' }), { status: 403 })),
    );
    const notifyError = vi.fn();
    api.configure({ notifyError });
    const { result } = renderHook(() =>
      useApi('/bookings/b2/resources', undefined, { notify: false, shouldRetryOnError: false }),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('Not yet.'));
    expect(result.current.error?.status).toBe(403);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('waits while the path is null', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useApi(null));
    expect(result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
