import { type ErrorBag, humanizeField, ROOT_ERROR_KEY } from '@exceed/contract';
import { databaseUnavailable, type HttpError, notFound, validationFailed } from '../errors.ts';

/** The fields of a PostgreSQL error (pg's DatabaseError and PGlite's have the same ones). */
interface PgError {
  code: string;
  detail?: string;
  column?: string;
  constraint?: string;
  table?: string;
}

const camelCase = (name: string): string =>
  name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** Objection wraps driver errors (DBError.nativeError); knex passes them as they are. */
function pgErrorOf(error: unknown): PgError | undefined {
  const candidates = [error, (error as { nativeError?: unknown } | null)?.nativeError];
  for (const candidate of candidates) {
    const code = (candidate as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return candidate as PgError;
  }
  return undefined;
}

/** Whether `error` is PostgreSQL refusing a row by the unique index (or constraint) named `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && pg.constraint === constraint;
}

/**
 * PostgreSQL's codes for a server that is going away or not there yet: connection exceptions (class 08),
 * admin or crash shutdown and "the database system is starting up" (57P01-57P03), too many connections.
 */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300)$/;

/** Node's codes for a socket that cannot reach the server or was cut. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * Whether an error says the database cannot be reached, rather than that a query was wrong: a refused or
 * cut socket, a server shutting down or starting up, pg's "Connection terminated", knex's pool timeout.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const candidates = [error, (error as { nativeError?: unknown } | null)?.nativeError];
  return candidates.some((candidate) => {
    if (!candidate || typeof candidate !== 'object') return false;
    const { code, name, message } = candidate as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNREACHABLE_SOCKET_CODES.has(code)))
      return true;
    if (name === 'KnexTimeoutError') return true;
    // pg's errors for a connection that ended under a query, or a client broken before it, have no code;
    // knex puts the statement first: "ROLLBACK - Connection terminated unexpectedly".
    return typeof message === 'string' && /Connection terminated|is not queryable/.test(message);
  });
}

/**
 * The columns named in a detail such as `Key (tenant_id, lower(email::text))=(…) already exists.`:
 * expression indexes are unwrapped to their column (`lower(slug)` → slug).
 */
export function keyColumns(detail: string | undefined): string[] {
  const match = detail?.match(/^Key \((.+?)\)=\(/);
  if (!match?.[1]) return [];
  return match[1].split(',').map((part) => {
    const identifiers = part.replace(/::[a-z ]+/g, '').match(/[a-z_][a-z0-9_]*(?!\s*\()/g) ?? [];
    return identifiers.at(-1) ?? part.trim();
  });
}

/**
 * The field a key error is about: the last key column, skipping tenant_id when the key has others (keys
 * lead with tenant_id, and "(tenant_id, email) already exists" is about the email).
 */
function keyField(error: PgError): string | undefined {
  const columns = keyColumns(error.detail);
  const column = columns.filter((name) => name !== 'tenant_id').at(-1) ?? columns.at(-1) ?? error.column;
  return column === undefined ? undefined : camelCase(column);
}

/** A check constraint named `<table>_<column>_check` (knex's and PostgreSQL's convention) names its column. */
function checkField(error: PgError): string | undefined {
  const { constraint, table } = error;
  if (!constraint?.endsWith('_check')) return undefined;
  const column =
    table && constraint.startsWith(`${table}_`) ? constraint.slice(table.length + 1, -6) : undefined;
  return column ? camelCase(column) : undefined;
}

/** A one-message bag on the field, or on the document when the error names no column. */
const bag = (field: string | undefined, message: (label: string) => string): ErrorBag =>
  field === undefined
    ? { [ROOT_ERROR_KEY]: [message('Value')] }
    : { [field]: [message(humanizeField(field))] };

/**
 * Maps PostgreSQL errors that are the client's fault to answers (STYLE.md habit 4), so a constraint in a
 * migration is also a validation rule: unique → 422 on the field ("The slug has already been taken."),
 * foreign key → 422, not null and check → 422, malformed value (22P02, a bad uuid in a path) → 404. A
 * database that cannot be reached → 503. Anything else: undefined, and the error middleware answers 500.
 */
export function httpErrorFromDatabase(error: unknown): HttpError | undefined {
  if (isDatabaseUnreachable(error)) return databaseUnavailable(error);
  const pg = pgErrorOf(error);
  if (!pg) return undefined;
  switch (pg.code) {
    case '23505': {
      const field = keyField(pg);
      return validationFailed(
        bag(field, (label) => `The ${label.toLowerCase()} has already been taken.`),
        error,
      );
    }
    case '23503': {
      const field = keyField(pg);
      const stillReferenced = pg.detail?.includes('is still referenced') === true;
      return validationFailed(
        bag(field, (label) =>
          stillReferenced
            ? `The ${label.toLowerCase()} is still in use.`
            : `The selected ${label.toLowerCase()} is invalid.`,
        ),
        error,
      );
    }
    case '23502':
      return validationFailed(
        bag(pg.column && camelCase(pg.column), (label) => `${label} is required.`),
        error,
      );
    case '23514':
      return validationFailed(
        bag(checkField(pg), (label) => `${label} is not valid.`),
        error,
      );
    case '22P02':
      return notFound();
    default:
      return undefined;
  }
}
