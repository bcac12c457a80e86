import { describe, expect, it, vi } from 'vitest';
import { setFont } from './pdf-fonts.ts';
import { renderPdf } from './render-pdf.ts';
import { writeText } from './write-text.ts';

/** Where writeText put each piece of `text`, right-aligned in a 200 pt box at x 100: [piece, x, width]. */
async function placedRightAligned(text: string): Promise<Array<[string, number, number]>> {
  const placed: Array<[string, number, number]> = [];
  await renderPdf({ title: 'test' }, (doc) => {
    const text_ = doc.text.bind(doc);
    vi.spyOn(doc, 'text').mockImplementation((piece: string, ...rest: unknown[]) => {
      if (typeof rest[0] === 'number') placed.push([piece, rest[0], doc.widthOfString(piece)]);
      return (text_ as (...args: unknown[]) => PDFKit.PDFDocument)(piece, ...rest);
    });
    writeText(setFont(doc, 'bold'), text, 'bold', 100, 100, { width: 200, align: 'right' });
  });
  return placed;
}

describe('writeText', () => {
  it('right-aligns a text of two fonts as one line, each run after the other', async () => {
    const placed = await placedRightAligned('发票 Invoice');
    expect(placed.map(([piece]) => piece)).toEqual(['发票', ' Invoice']);
    const [[, cjkAt, cjkWidth], [, latinAt, latinWidth]] = placed as [
      [string, number, number],
      [string, number, number],
    ];
    expect(latinAt).toBeCloseTo(cjkAt + cjkWidth);
    expect(latinAt + latinWidth).toBeCloseTo(300);
  });

  it('writes a text of one font as pdfkit does', async () => {
    expect((await placedRightAligned('Invoice')).map(([piece, x]) => [piece, x])).toEqual([['Invoice', 100]]);
  });
});
