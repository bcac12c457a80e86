import { type FontWeight, type Script, scriptOf, setFont } from './pdf-fonts.ts';

type Run = { run: string; script: Script };

/** `text` cut where the font that prints it changes. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (last?.script === script) last.run += char;
    else runs.push({ run: char, script });
  }
  return runs;
}

/**
 * Writes `text` like `doc.text(text, x, y, options)` in `weight`, each run in the font that has its glyphs:
 * pdfkit has no font fallback, and a glyph a font lacks prints as a box. Leaves Noto Sans in `weight` set.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: FontWeight,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const runs = runsOf(text);
  if (runs.length <= 1) {
    setFont(doc, weight, runs[0]?.script);
    startText(doc, text, x, y, options);
  } else if (!writeAlignedLine(doc, runs, weight, x, y, options)) {
    const align = options.align === 'justify' ? 'justify' : 'left';
    runs.forEach(({ run, script }, index) => {
      setFont(doc, weight, script);
      const continued = index < runs.length - 1;
      if (index === 0) startText(doc, run, x, y, { ...options, align, continued });
      else doc.text(run, { continued });
    });
  }
  return setFont(doc, weight);
}

/** doc.text at x, y when given: pdfkit takes an undefined x for its options and would drop the real ones. */
const startText = (
  doc: PDFKit.PDFDocument,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: PDFKit.Mixins.TextOptions,
) => (x === undefined ? doc.text(text, options) : doc.text(text, x, y, options));

/**
 * pdfkit aligns each piece of a continued text on its own, so right-aligned or centred runs would overlap:
 * a text that fits on one line is placed here run by run, and the answer is whether it was. A longer one
 * wraps left-aligned instead.
 */
function writeAlignedLine(
  doc: PDFKit.PDFDocument,
  runs: Run[],
  weight: FontWeight,
  x: number | undefined,
  y: number | undefined,
  options: PDFKit.Mixins.TextOptions,
): boolean {
  if (options.align !== 'right' && options.align !== 'center') return false;
  const left = x ?? doc.x;
  const top = y ?? doc.y;
  const width = options.width ?? doc.page.width - left - doc.page.margins.right;
  const widths = runs.map(({ run, script }) => setFont(doc, weight, script).widthOfString(run));
  const total = widths.reduce((sum, each) => sum + each, 0);
  if (total > width || runs.some(({ run }) => run.includes('\n'))) return false;
  let at = left + (options.align === 'right' ? width - total : (width - total) / 2);
  let height = 0;
  runs.forEach(({ run, script }, index) => {
    setFont(doc, weight, script).text(run, at, top, { lineBreak: false });
    at += widths[index] ?? 0;
    height = Math.max(height, doc.currentLineHeight(true));
  });
  doc.x = left;
  doc.y = top + height;
  return true;
}
