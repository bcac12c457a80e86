import type { ErrorBag } from '@exceed/contract';
import { mutate } from 'swr';
import { type SessionState, sessionStore } from './session-store.ts';
import { TENANCY } from './tenancy.ts';

/** Title of the toast SPEC §8 shows for any error status outside its list. */
export const GENERIC_ERROR = 'Something went wrong!';

/** The auth-only route guests are sent to, keeping where they wanted to go in `?redirect=`. */
export const LOGIN_PATH = '/login';

/** An answer of the API that was not a success: its status, its message and, on 422, its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorBag;
  constructor(status: number, message: string, errors: ErrorBag = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** What the page around the client decides: how to show an error and how to move to another route. */
export interface ApiHandlers {
  /** Shows SPEC §8's error toast. */
  notifyError(title: string, description: string): void;
  /** Moves to a route of the app (the shell passes its router's navigate). */
  navigate(to: string): void;
}

export interface RequestOptions {
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined | null>;
  /** A JSON body, or FormData for uploads (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Handle errors here instead of by SPEC §8's catalogue (no toast, no redirect on 401): for the identity
   * load at start, where 401 or 419 simply means guest.
   */
  quiet?: boolean;
  /** False when the caller shows its own message for errors (the avatar's "Upload failed"); 401 still redirects. */
  notify?: boolean;
}

/**
 * A cached read, named by the path its `useApi` reads: every answer cached for that path, whatever its
 * query (page, filters) or team. The read's module keeps the path beside its hook, exported when a write
 * of another module names it.
 */
export type ReadPath = `/${string}`;

/** A state-changing call's options: a request's, and the reads its success makes stale. */
export interface WriteOptions extends Omit<RequestOptions, 'body'> {
  /**
   * The cached reads this write changes, read again once it succeeds, and no other read: each write of a
   * feature's <feature>-api.ts names them beside its call (an empty list when it changes none).
   */
  revalidates: readonly ReadPath[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const XSRF_COOKIE = 'XSRF-TOKEN';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/** The login route with the page the guest asked for, so signing in brings them back to it. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const wanted = `${location.pathname}${location.search}`;
  return wanted === '/' || wanted.startsWith(LOGIN_PATH)
    ? LOGIN_PATH
    : `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

/** Reads again the cached reads of `paths`, and no other (swr keys are [path, query, team]: use-api.ts). */
function revalidateReads(paths: readonly ReadPath[]): void {
  if (paths.length === 0) return;
  const stale = new Set<string>(paths);
  void mutate((key) => Array.isArray(key) && stale.has(key[0]));
}

export interface ApiClientOptions {
  /** Where the API lives; default /v1 on the page's origin. */
  baseUrl?: string;
  store?: { getState(): SessionState };
  fetch?: typeof fetch;
}

/**
 * The one API client of the app (DESIGN.md "API conventions"), used by the shell and every remote:
 * - cookie mode: fetches the CSRF cookie before the first state-changing call and echoes it in
 *   X-XSRF-TOKEN; token mode (a bearer token in the session store): sends Authorization instead;
 * - X-Team from the session's current tenant;
 * - a PUT or PATCH with a file (FormData) goes as POST with `_method`, which multipart forms need;
 * - a successful write reads again the cached reads it names (`revalidates`), and no other;
 * - errors follow SPEC §8 (see `fail`), and every one is thrown as an ApiError for the caller.
 */
export function createApiClient({
  baseUrl = '/v1',
  store = sessionStore,
  fetch: doFetch,
}: ApiClientOptions = {}) {
  let handlers: ApiHandlers = {
    notifyError: (title, description) => console.error(title, description),
    navigate: (to) => window.location.assign(to),
  };
  let csrfReady: Promise<void> | null = null;

  const call = (url: string, init: RequestInit) => (doFetch ?? globalThis.fetch)(url, init);

  /** The CSRF cookie, fetched when there is none (or `fresh`: the one held no longer matches the session). */
  function ensureCsrfCookie(fresh = false): Promise<void> {
    if (!fresh && readCookie(XSRF_COOKIE)) return Promise.resolve();
    csrfReady ??= call(`${baseUrl}/csrf-cookie`, { credentials: 'include' }).then(
      () => {
        csrfReady = null;
      },
      (error: unknown) => {
        csrfReady = null;
        throw error;
      },
    );
    return csrfReady;
  }

  function urlOf(path: string, query: RequestOptions['query']): string {
    const url = new URL(`${baseUrl}${path}`, window.location.origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
  }

  /** SPEC §8, in one place. */
  function fail(error: ApiError, notify = true): never {
    const { status } = error;
    if (status === 401) {
      store.getState().clearIdentity();
      handlers.navigate(loginPathFor(window.location));
    } else if (status === 419) {
      console.warn('CSRF token mismatch.');
    } else if (status !== 422 && status !== 404 && notify) {
      handlers.notifyError(GENERIC_ERROR, error.message || GENERIC_ERROR);
    }
    throw error;
  }

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions & { revalidates?: WriteOptions['revalidates'] } = {},
  ): Promise<T> {
    const { token, tenantSlug } = store.getState();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (tenantSlug) headers[TENANCY.tenantHeader] = tenantSlug;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    let sentMethod = method;
    if (options.body instanceof FormData) {
      body = options.body;
      if (method === 'PUT' || method === 'PATCH') {
        body.set('_method', method);
        sentMethod = 'POST';
      }
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const csrf = !SAFE_METHODS.has(method) && !token;
    const send = async (freshCsrf: boolean) => {
      if (csrf) {
        await ensureCsrfCookie(freshCsrf);
        const xsrf = readCookie(XSRF_COOKIE);
        if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
      }
      return call(urlOf(path, options.query), {
        method: sentMethod,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    };

    let response: Response;
    try {
      response = await send(false);
      // The token is bound to the session: one from before a sign-in elsewhere, or from before tokens
      // were bound, is replaced once and the call sent again.
      if (response.status === 419 && csrf) response = await send(true);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      const offline = new ApiError(
        0,
        'The server could not be reached. Check your connection and try again.',
      );
      if (options.quiet) throw offline;
      return fail(offline, options.notify);
    }
    const text = await response.text();
    const payload = text ? (JSON.parse(text) as { message?: string; errors?: ErrorBag }) : undefined;
    if (!response.ok) {
      const error = new ApiError(response.status, payload?.message ?? '', payload?.errors ?? {});
      if (options.quiet) throw error;
      return fail(error, options.notify);
    }
    revalidateReads(options.revalidates ?? []);
    return payload as T;
  }

  return {
    /** The page decides how errors show and how to navigate (the shell, or a remote on its own). */
    configure(next: Partial<ApiHandlers>): void {
      handlers = { ...handlers, ...next };
    },
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body: unknown, options: WriteOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body: unknown, options: WriteOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body: unknown, options: WriteOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options: WriteOptions) => request<T>('DELETE', path, options),
    /**
     * Says why an action outside a form failed, where the client left it unsaid: a 422's messages belong
     * to a form (SPEC §8: no toast), so without one its first message goes in the error toast under
     * `title`. Any other failure was already toasted (or left to the caller by `notify: false`).
     */
    notifyFailure(title: string, error: unknown): void {
      if (!(error instanceof ApiError) || error.status !== 422) return;
      handlers.notifyError(title, Object.values(error.errors).flat()[0] ?? error.message);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one client of the page, shared with the session store as a Module Federation singleton. */
export const api = createApiClient();
