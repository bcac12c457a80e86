import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, GENERIC_ERROR } from './api-client.ts';
import { completeSignIn, landingPath } from './identity.ts';
import { createSessionStore, type SessionUser } from './session-store.ts';

const user: SessionUser = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  status: 'active',
  avatar: null,
  emailVerifiedAt: null,
  roles: [],
  abilities: { delete: true, suspend: false, reactivate: false, changeRoles: false, revokeSuperAdmin: false },
  defaultTenantSlug: 'team-ada',
  hasPassword: true,
};

/** The calls the client made, and a server answering each path with a status and a JSON body. */
function fakeServer(answers: Record<string, [number, unknown?]>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const path = String(url).split('?')[0] ?? '';
    if (path === '/v1/csrf-cookie') {
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar stands in for the browser's
      document.cookie = 'XSRF-TOKEN=xsrf%3D1';
      return new Response(null, { status: 204 });
    }
    const [status, body] = answers[path] ?? [404, { message: 'Not Found.' }];
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

function setup(answers: Record<string, [number, unknown?]>) {
  const store = createSessionStore(localStorage);
  const server = fakeServer(answers);
  const client = createApiClient({ store, fetch: server.fetch });
  const notifyError = vi.fn();
  const navigate = vi.fn();
  client.configure({ notifyError, navigate });
  return { store, client, notifyError, navigate, calls: server.calls };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

beforeEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resets jsdom's cookie jar between tests
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.history.replaceState(null, '', '/b/bookings?tab=seats');
});
afterEach(() => vi.restoreAllMocks());

describe('API client', () => {
  it('fetches the CSRF cookie before the first write, echoes it, and sends X-Team', async () => {
    const { client, store, calls } = setup({ '/v1/bookings': [201, { data: { id: 'b1' } }] });
    store.getState().signIn(user);
    const answer = await client.post<{ data: { id: string } }>(
      '/bookings',
      { seats: 2 },
      { revalidates: [] },
    );
    expect(answer.data.id).toBe('b1');
    expect(calls.map((call) => call.url)).toEqual(['/v1/csrf-cookie', '/v1/bookings']);
    const headers = headersOf(calls[1]?.init ?? {});
    expect(headers['X-XSRF-TOKEN']).toBe('xsrf=1');
    expect(headers['X-Team']).toBe('team-ada');
    expect(calls[1]?.init.body).toBe('{"seats":2}');
  });

  it('sends a bearer token instead of cookies in token mode, and needs no CSRF cookie', async () => {
    const { client, store, calls } = setup({ '/v1/logout': [204] });
    store.getState().signIn(user, 'tok-1');
    await client.post('/logout', undefined, { revalidates: [] });
    expect(calls.map((call) => call.url)).toEqual(['/v1/logout']);
    expect(headersOf(calls[0]?.init ?? {}).Authorization).toBe('Bearer tok-1');
  });

  it('sends a multipart PUT as POST with _method=PUT', async () => {
    const { client, calls } = setup({ '/v1/user': [200, { data: user }] });
    const form = new FormData();
    form.set('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await client.put('/user', form, { revalidates: [] });
    expect(calls[1]?.init.method).toBe('POST');
    expect((calls[1]?.init.body as FormData | undefined)?.get('_method')).toBe('PUT');
  });

  it('422: throws the field errors, no toast', async () => {
    const errors = { email: ['Please enter a valid email address'] };
    const { client, notifyError } = setup({
      '/v1/user': [422, { message: 'The given data was invalid.', errors }],
    });
    const failure = await client
      .patch('/user', { email: 'x' }, { revalidates: [] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errors).toEqual(errors);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('401: clears identity and sends to /login keeping the page asked for', async () => {
    const { client, store, navigate, notifyError } = setup({
      '/v1/bookings': [401, { message: 'Unauthenticated.' }],
    });
    store.getState().signIn(user);
    await expect(client.get('/bookings')).rejects.toMatchObject({ status: 401 });
    expect(store.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/b/bookings?tab=seats')}`);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('404 and 419: no toast; 419 logs a CSRF mismatch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, notifyError } = setup({ '/v1/x': [419, { message: 'CSRF token mismatch.' }] });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 419 });
    await expect(client.get('/y')).rejects.toMatchObject({ status: 404 });
    expect(warn).toHaveBeenCalledWith('CSRF token mismatch.');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a write answered 419 fetches a fresh CSRF cookie and is sent once more, never twice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // biome-ignore lint/suspicious/noDocumentCookie: a token from before the session changed
    document.cookie = 'XSRF-TOKEN=stale';
    let answered = 0;
    const server = fakeServer({});
    const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
      if (String(url) !== '/v1/profile') return server.fetch(url, init);
      server.calls.push({ url: String(url), init });
      answered += 1;
      const fresh = headersOf(init)['X-XSRF-TOKEN'] === 'xsrf=1';
      return new Response(JSON.stringify(fresh ? { data: {} } : { message: 'CSRF token mismatch.' }), {
        status: fresh ? 200 : 419,
      });
    });
    const client = createApiClient({ store: createSessionStore(localStorage), fetch });
    await client.patch('/profile', { headline: 'Hi' }, { revalidates: [] });
    expect(server.calls.map((call) => call.url)).toEqual(['/v1/profile', '/v1/csrf-cookie', '/v1/profile']);
    expect(answered).toBe(2);

    // biome-ignore lint/suspicious/noDocumentCookie: a token the server keeps refusing
    document.cookie = 'XSRF-TOKEN=stale';
    const refusing = setup({ '/v1/profile': [419, { message: 'CSRF token mismatch.' }] });
    await expect(refusing.client.patch('/profile', {}, { revalidates: [] })).rejects.toMatchObject({
      status: 419,
    });
    expect(refusing.calls.map((call) => call.url)).toEqual(['/v1/profile', '/v1/csrf-cookie', '/v1/profile']);
  });

  it('any other status: the toast "Something went wrong!" with the server message or the same text', async () => {
    const { client, notifyError } = setup({
      '/v1/a': [409, { message: 'This schedule is fully booked.' }],
      '/v1/b': [500],
    });
    await expect(client.post('/a', undefined, { revalidates: [] })).rejects.toMatchObject({ status: 409 });
    await expect(client.get('/b')).rejects.toMatchObject({ status: 500 });
    expect(notifyError.mock.calls).toEqual([
      [GENERIC_ERROR, 'This schedule is fully booked.'],
      [GENERIC_ERROR, GENERIC_ERROR],
    ]);
  });

  it('notify: false leaves the message to the caller, but a 401 still redirects', async () => {
    const { client, navigate, notifyError } = setup({
      '/v1/user/avatar': [413, { message: 'The file is too large.' }],
      '/v1/user': [401, { message: 'Unauthenticated.' }],
    });
    await expect(
      client.put('/user/avatar', new FormData(), { notify: false, revalidates: [] }),
    ).rejects.toMatchObject({
      status: 413,
    });
    expect(notifyError).not.toHaveBeenCalled();
    await expect(client.get('/user', { notify: false })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('notifyFailure says what a 422 outside a form refused, and nothing of a failure already shown', () => {
    const { client, notifyError } = setup({});
    client.notifyFailure('Not disconnected', new ApiError(422, 'Invalid.', { id: ['Already gone.'] }));
    client.notifyFailure('Not saved', new ApiError(422, 'The given data was invalid.'));
    client.notifyFailure('Not disconnected', new ApiError(500, 'Boom.'));
    client.notifyFailure('Not disconnected', new Error('offline'));
    expect(notifyError.mock.calls).toEqual([
      ['Not disconnected', 'Already gone.'],
      ['Not saved', 'The given data was invalid.'],
    ]);
  });

  it('quiet calls leave errors to the caller: no redirect, no toast', async () => {
    const { client, navigate, notifyError } = setup({ '/v1/user': [401, { message: 'Unauthenticated.' }] });
    await expect(client.get('/user', { quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('sign-in', () => {
  it('lands on the saved redirect first, then the admin address for a super-admin, /c for a coach, else /b', () => {
    const admin = '/admin';
    const superAdmin = { ...user, roles: ['super-admin'] };
    const coach = { ...user, roles: ['coach'] };
    const both = { ...user, roles: ['coach', 'super-admin'] };
    for (const anyone of [user, coach, superAdmin, both]) {
      expect(landingPath(anyone, '/b/bookings/7', admin)).toBe('/b/bookings/7');
    }
    expect(landingPath(superAdmin, null, 'https://admin.example.com')).toBe('https://admin.example.com');
    expect(landingPath(superAdmin, null, admin)).toBe('/admin');
    // SPEC §2 orders the super-admin's rule over the coach's.
    expect(landingPath(both, null, admin)).toBe('/admin');
    expect(landingPath(coach, null, admin)).toBe('/c');
    expect(landingPath(user, null, admin)).toBe('/b');
    // Never an open redirect.
    expect(landingPath(user, 'https://evil.example.com', admin)).toBe('/b');
    expect(landingPath(user, '//evil.example.com', admin)).toBe('/b');
  });

  it('raises an error when token mode answers no token', () => {
    expect(() => completeSignIn({ data: user }, { tokenMode: true })).toThrow(/no token/);
  });
});
