import { UUID_PATTERN } from '@exceed/contract';
import { validationFailed } from '../../errors.ts';

/**
 * The cursor of a marketplace page (docs/decisions/0110-marketplace-deep-pages-by-keyset.md): the sort key of
 * the last item of the page before, so the next page is read from there along the order (keyset) instead of
 * skipping every row before it (OFFSET). Opaque to clients: base64url of a JSON array, in order
 * [relevance (with q), price (with sort price or -price), start, tenant id, id].
 */
export interface CursorKey {
  /** 1 when every word is in the title, else 0 (only with q). */
  relevance?: number;
  /** The price as the exact decimal the list compares (only with sort price or -price). */
  price?: string;
  /** start_date as PostgreSQL wrote it (microseconds and offset kept, so no row is skipped or repeated). */
  start: string;
  tenantId: string;
  id: string;
}

/** What a cursor of this list must carry: relevance with q, price with a price sort. */
export interface CursorShape {
  relevance: boolean;
  price: boolean;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,30})?$/;

/** Whether `text` is a real instant PostgreSQL reads (a 31 February would be its error, a 500, not a 422). */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const day = text.slice(0, 10);
  const offset = match[2] === 'Z' ? 'Z' : `${match[2]?.slice(0, 3)}:${match[2]?.slice(4, 6) || '00'}`;
  const parsed = new Date(`${day}T${text.slice(11, 19)}${offset}`);
  return !Number.isNaN(parsed.getTime()) && day >= '0001-01-01' && isRealDay(day);
}

/** Whether a YYYY-MM-DD names a day of the calendar. */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export function encodeCursor(key: CursorKey): string {
  const values: Array<string | number> = [];
  if (key.relevance !== undefined) values.push(key.relevance);
  if (key.price !== undefined) values.push(key.price);
  values.push(key.start, key.tenantId, key.id);
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

const invalidCursor = () => validationFailed({ cursor: ['The cursor is not valid.'] });

/** The key a cursor carries, or a 422 on `cursor` when it is not one of this list's (other sort, q or none). */
export function decodeCursor(cursor: string, shape: CursorShape): CursorKey {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const expected = 3 + (shape.relevance ? 1 : 0) + (shape.price ? 1 : 0);
  if (!Array.isArray(values) || values.length !== expected) throw invalidCursor();
  const rest = [...values];
  const key: Partial<CursorKey> = {};
  if (shape.relevance) {
    const relevance = rest.shift();
    if (relevance !== 0 && relevance !== 1) throw invalidCursor();
    key.relevance = relevance;
  }
  if (shape.price) {
    const price = rest.shift();
    if (typeof price !== 'string' || !DECIMAL.test(price)) throw invalidCursor();
    key.price = price;
  }
  const [start, tenantId, id] = rest;
  if (typeof start !== 'string' || !isTimestamp(start)) throw invalidCursor();
  for (const uuid of [tenantId, id]) {
    if (typeof uuid !== 'string' || !UUID_PATTERN.test(uuid)) throw invalidCursor();
  }
  return { ...key, start, tenantId: tenantId as string, id: id as string };
}
