import { pipeline, Readable } from 'node:stream';
import { currencyDigits, fromMinorUnits } from '@exceed/contract';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';

/** An amount in minor units and its currency: written as a decimal in major units (12.50, -3.00, 500). */
export class MoneyCell {
  readonly minor: number;
  readonly currency: string;
  constructor(minor: number, currency: string) {
    this.minor = minor;
    this.currency = currency;
  }
}

/** What a column reads of a row. A Date is written in ISO 8601 UTC, a boolean as yes or no, null as blank. */
export type CsvCell = string | number | boolean | Date | MoneyCell | null | undefined;

/** One column of an export: its label in the header row, and its cell of each row. */
export interface CsvColumn<R> {
  header: string;
  cell: (row: R) => CsvCell;
}

/** An amount of a row, for a money column (its currency goes in a column of its own). */
export const money = (minor: number, currency: string): MoneyCell => new MoneyCell(minor, currency);

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP's CSV injection), even out of
 * a name or a note anyone may type: such text is written after a single quote, which shows it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as the file shows it. Only text is neutralised: a number and an amount are the API's own, so a
 * refund's -12.50 stays a number a spreadsheet sums.
 */
export function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof MoneyCell) {
    return fromMinorUnits(value.minor, value.currency).toFixed(currencyDigits(value.currency));
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Answers `rows` as a CSV download: UTF-8 with a byte-order mark (so a spreadsheet reads accents), a
 * header row, then one line per row, quoted by csv-stringify. The rows are pulled as the client reads,
 * after the handler returns, so a route that streams runs without a transaction.
 */
export function sendCsv<R>(
  ctx: Context,
  filename: string,
  columns: readonly CsvColumn<R>[],
  rows: AsyncIterable<R> | Iterable<R>,
): void {
  // The header row is text like any other: a label may be a question a recruiter typed.
  async function* lines() {
    yield columns.map((column) => cellText(column.header));
    for await (const row of rows) yield columns.map((column) => cellText(column.cell(row)));
  }
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(filename);
  ctx.body = pipeline(Readable.from(lines()), stringify({ bom: true }), (error) => {
    if (!error) return;
    // Koa logs the body's error (ctx.onerror), but the status went out with the first line: the
    // connection is cut, so the client sees a failed download, not a short file that looks whole.
    ctx.res.destroy(error);
  });
}
