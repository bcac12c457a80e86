import type { ErrorBag } from '@exceed/contract';

/** Options of an HttpError beyond status, code and message. */
export interface HttpErrorOptions {
  /** Field errors (422): `{ "profile.firstName": ["First name is required."] }`. */
  errors?: ErrorBag;
  /** Response headers the error carries (Retry-After on 429). */
  headers?: Record<string, string>;
  /** The underlying error, kept for the log. */
  cause?: unknown;
}

/**
 * An error that is an answer: a status, a stable machine code (for logs and tests, never shown to users)
 * and the message DESIGN.md fixes. Handlers throw these through the named factories below; the error
 * middleware turns them into JSON (STYLE.md habit 4).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly errors: ErrorBag | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, options: HttpErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/**
 * The Laravel summary line of a 422: the first message, plus " (and N more errors)" when there are more
 * messages in the bag (the front end shows it when it cannot place an error on a field).
 */
export function summarizeErrors(errors: ErrorBag): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/** 422: the request is understood but its data breaks the contract's rules. */
export const validationFailed = (errors: ErrorBag, cause?: unknown): HttpError =>
  new HttpError(422, 'validation_failed', summarizeErrors(errors), { errors, cause });

/** 401: no valid session or token. */
export const unauthenticated = (): HttpError => new HttpError(401, 'unauthenticated', 'Unauthenticated.');

/** 403: signed in, but a policy says no; `message` says why when the caller can do something about it. */
export const forbidden = (message = 'This action is unauthorized.'): HttpError =>
  new HttpError(403, 'forbidden', message);

/** 404: no such route or record (or a record the caller may not know exists). */
export const notFound = (): HttpError => new HttpError(404, 'not_found', 'Not Found.');

/** 405: the path exists, the method does not (the router sets the Allow header). */
export const methodNotAllowed = (): HttpError =>
  new HttpError(405, 'method_not_allowed', 'Method Not Allowed.');

/** 419 (Laravel's code): the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie. */
export const csrfMismatch = (): HttpError => new HttpError(419, 'csrf_mismatch', 'CSRF token mismatch.');

/** 429: a rate limit was hit; Retry-After tells the client when to try again. */
export const tooManyRequests = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, 'too_many_requests', 'Too Many Attempts.', {
    headers: { 'Retry-After': String(Math.max(0, Math.ceil(retryAfterSeconds))) },
  });

/** 409: the request is valid but clashes with the current state (for example a booking that no longer fits). */
export const conflict = (message: string): HttpError => new HttpError(409, 'conflict', message);

/** 400: the body is not JSON at all (nothing to validate). */
export const malformedJson = (cause?: unknown): HttpError =>
  new HttpError(400, 'malformed_json', 'Malformed JSON.', { cause });

/** 413: the body is over the parser's limit. */
export const payloadTooLarge = (): HttpError => new HttpError(413, 'payload_too_large', 'Payload Too Large.');

/** 415: a body of a type the route does not take (only JSON is parsed for now). */
export const unsupportedMediaType = (): HttpError =>
  new HttpError(415, 'unsupported_media_type', 'Unsupported Media Type.');

/**
 * 503: the database does not answer (restarting, unreachable, its pool exhausted): not the client's fault
 * and not a bug, so no "Server Error."; Retry-After says when to try again.
 */
export const databaseUnavailable = (cause?: unknown): HttpError =>
  new HttpError(
    503,
    'database_unavailable',
    'Service Unavailable: the database does not answer. Try again in a moment.',
    {
      headers: { 'Retry-After': '5' },
      cause,
    },
  );

/**
 * 503 from readiness: the database answers but lacks migrations this code needs (a deploy whose migrations
 * have not run yet): the replica must not get traffic until they have.
 */
export const databaseNotMigrated = (pending: number): HttpError =>
  new HttpError(
    503,
    'database_not_migrated',
    `Service Unavailable: the database lacks ${pending} ${pending === 1 ? 'migration' : 'migrations'} of this version. Try again in a moment.`,
    { headers: { 'Retry-After': '5' } },
  );

/** 500: anything unexpected. The message never says more; the log has the stack. */
export const serverError = (cause?: unknown): HttpError =>
  new HttpError(500, 'server_error', 'Server Error.', { cause });
