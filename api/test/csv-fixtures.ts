import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Text a spreadsheet would run as a formula, each with how an export must write it. */
export const FORMULAS = {
  '=HYPERLINK("http://evil.test","x")': `'=HYPERLINK("http://evil.test","x")`,
  '+1': `'+1`,
  '-2': `'-2`,
  '@x': `'@x`,
  '\tcell': `'\tcell`,
} as const;

/** A name with everything a CSV must quote: a comma, a quote and a line break. */
export const AWKWARD = 'Doe, "Jo"\nJr';

/**
 * GETs an export and reads it as a client would: it must be a CSV download in UTF-8 that starts with a
 * byte-order mark; answers its header and its rows, parsed by csv-parse.
 */
export async function readCsv(app: TestApp, path: string, headers: Record<string, string>) {
  const res = await app.request(path, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, bytes.toString('utf8').slice(0, 200)).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes.subarray(3).toString('utf8')) as string[][];
  return { header: header ?? [], rows, records: rows.map((row) => recordOf(header ?? [], row)) };
}

const recordOf = (header: string[], row: string[]): Record<string, string> =>
  Object.fromEntries(header.map((label, index) => [label, row[index] ?? '']));

/** The status of an export for someone who may not have it (its error body is JSON, as every error's). */
export async function refusal(app: TestApp, path: string, headers: Record<string, string>) {
  const res = await app.json<{ message: string }>(path, { headers });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof res.body.message).toBe('string');
  return res.status;
}
