import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/** A weight the PDFs are set in. */
export type FontWeight = 'regular' | 'bold';

/** Which of the two families sets a character. */
export type Script = 'latin' | 'cjk';

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

/**
 * The script whose font prints `char`: Noto Sans when it has the glyph, else Noto Sans SC when that has it
 * (Han, kana, CJK punctuation, full-width forms). A character neither has stays in Noto Sans, as a box.
 */
export function scriptOf(char: string): Script {
  const codePoint = char.codePointAt(0) ?? 0;
  // Line breaks and tabs are no glyphs; asking the CJK font about them would load it for every address.
  if (codePoint < 0x20 || parsedFont(FILES.latin.regular).hasGlyphForCodePoint(codePoint)) return 'latin';
  return parsedFont(FILES.cjk.regular).hasGlyphForCodePoint(codePoint) ? 'cjk' : 'latin';
}
