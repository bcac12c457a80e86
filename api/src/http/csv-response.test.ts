import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { AWKWARD } from '../../test/csv-fixtures.ts';
import type { ApiModule } from './api-module.ts';
import { cellText, money, sendCsv } from './csv-response.ts';
import { defineRoute } from './define-route.ts';

/** Rows that end in a failure after `good` of them, as a database gone half-way through an export would. */
async function* rowsFailingAfter(good: number) {
  for (let index = 0; index < good; index++) yield { name: `${AWKWARD} ${index}` };
  if (good < 1000) throw new Error('the database went away');
}

const csvModule: ApiModule = {
  name: 'test-csv',
  routes: [
    defineRoute({
      method: 'get',
      path: '/test/rows.csv',
      summary: 'Rows as CSV; `good` of them, then a failure unless there are 1000',
      tags: ['Test'],
      request: {
        query: { type: 'object', properties: { good: { type: 'integer', minimum: 0, default: 1000 } } },
      },
      responses: { 200: null },
      handler: async (ctx) => {
        sendCsv(
          ctx,
          'rows.csv',
          [{ header: '=Name', cell: (row) => row.name }],
          rowsFailingAfter(ctx.state.input.query.good),
        );
        return undefined;
      },
    }),
  ],
};

const t = useApiTest({ modules: [csvModule] });

describe('sendCsv', () => {
  it('streams a header and every row, quoted where a comma, a quote or a line break needs it', async () => {
    const res = await t.app.request('/v1/test/rows.csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="rows.csv"');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual(["'=Name"]);
    expect(rows).toHaveLength(1000);
    expect(rows[999]).toEqual([`${AWKWARD} 999`]);
    expect(text).toContain('"Doe, ""Jo""\nJr 0"');
  });

  it('cuts the download when the rows fail half-way, rather than end a file that looks whole', async () => {
    // Whether the headers were out before the failure or not, the client gets no file.
    const download = async () => (await t.app.request('/v1/test/rows.csv?good=3')).text();
    await expect(download()).rejects.toThrow();
    expect((await t.app.json('/v1/health')).status).toBe(200);
  });
});

describe('cellText', () => {
  it('writes text a spreadsheet would run as a formula after a quote, and other text as it is', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(cellText(text)).toBe(`'${text}`);
    for (const text of ['Zoë', 'a=b', 'x-1', ' =1', '', "'quoted"]) expect(cellText(text)).toBe(text);
  });

  it('leaves numbers and amounts alone, in the currency’s decimals', () => {
    expect(cellText(-12.5)).toBe('-12.5');
    expect(cellText(money(-1250, 'EUR'))).toBe('-12.50');
    expect(cellText(money(5, 'USD'))).toBe('0.05');
    expect(cellText(money(500, 'JPY'))).toBe('500');
    expect(cellText(money(1234, 'KWD'))).toBe('1.234');
  });

  it('writes times in ISO 8601 UTC, yes or no, and nothing for no value', () => {
    expect(cellText(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(cellText(true)).toBe('yes');
    expect(cellText(false)).toBe('no');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});
