import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { useApi } from './use-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useApi', () => {
  it('reads through the client and reads again after a write to the same resource', async () => {
    let seats = 1;
    const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/v1/csrf-cookie') {
        // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar stands in for the browser's
        document.cookie = 'XSRF-TOKEN=t';
        return new Response(null, { status: 204 });
      }
      if (init.method === 'PATCH') seats = 2;
      return new Response(JSON.stringify({ data: { id: 'b1', seats } }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() =>
      useApi<{ data: { seats: number } }>('/bookings/b1', { include: 'seats' }),
    );
    await waitFor(() => expect(result.current.data?.data.seats).toBe(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/v1/bookings/b1?include=seats');

    await act(() => api.patch('/bookings/b1', { seats: 2 }));
    await waitFor(() => expect(result.current.data?.data.seats).toBe(2));
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
