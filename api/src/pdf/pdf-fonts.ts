import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/** A weight the PDFs are set in. */
export type FontWeight = 'regular' | 'bold';

type Script = 'latin' | 'cjk';

const fontFile = createRequire(import.meta.url).resolve;

/**
 * Noto Sans prints Latin, Greek, Cyrillic and every currency sign Intl writes (₹ ₩ ₺ …) but no CJK; Noto
 * Sans SC prints Han, kana and CJK punctuation but lacks letters and signs Noto Sans has (ή, ğ, ₹, ₺), so
 * neither can set a whole text alone. pdfkit embeds only the glyphs a document uses
 * (docs/decisions/0098-unicode-pdf-font.md).
 */
const FILES: Record<Script, Record<FontWeight, string>> = {
  latin: {
    regular: fontFile('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: fontFile('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  cjk: {
    regular: fontFile('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: fontFile('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
};

/**
 * Fonts parsed once per process, on first use: parsing a file's tables again for each document cost an
 * invoice ~60 ms, and a server that never prints CJK never reads the 10 MB CJK files.
 */
const parsed = new Map<string, fontkit.Font>();

function parsedFont(file: string): fontkit.Font {
  let font = parsed.get(file);
  if (!font) {
    const opened = fontkit.openSync(file);
    if (!('layout' in opened)) throw new Error(`${file} is a font collection`);
    font = opened;
    parsed.set(file, font);
  }
  return font;
}

/** Sets `doc`'s font: Noto Sans (or its CJK sibling) in `weight`. */
export function setFont(doc: PDFKit.PDFDocument, weight: FontWeight, script: Script = 'latin') {
  // pdfkit takes a parsed fontkit font (its PDFFontFactory.open); @types/pdfkit lists only files and bytes.
  const font = parsedFont(FILES[script][weight]) as unknown as PDFKit.Mixins.PDFFontSource;
  return doc.font(font, `${script}-${weight}`);
}

/** Han, kana, CJK punctuation and full-width forms: the characters only the CJK font has. */
const CJK_RUN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]+)/u;

/**
 * Writes `text` like `doc.text(text, x, y, options)` in `weight`, each run of CJK characters in the CJK
 * font and the rest in Noto Sans: pdfkit has no font fallback, and a glyph a font lacks prints as a box.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: FontWeight,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  // split with a capturing group alternates the other runs (even places) with CJK ones (odd places).
  const runs = text
    .split(CJK_RUN)
    .map((run, index): { run: string; script: Script } => ({ run, script: index % 2 ? 'cjk' : 'latin' }))
    .filter(({ run }) => run !== '');
  // pdfkit takes an undefined x as its options, so the position is passed only when given.
  const start = (run: string, startOptions: PDFKit.Mixins.TextOptions) =>
    x === undefined ? doc.text(run, startOptions) : doc.text(run, x, y, startOptions);
  if (runs.length <= 1) {
    setFont(doc, weight, runs[0]?.script);
    start(text, options);
  } else
    runs.forEach(({ run, script }, index) => {
      setFont(doc, weight, script);
      const continued = index < runs.length - 1;
      if (index === 0) start(run, { ...options, continued });
      else doc.text(run, { continued });
    });
  return setFont(doc, weight);
}
