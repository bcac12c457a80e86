import { PDFParse } from 'pdf-parse';

/** The text of a PDF as a reader sees it (pdf-parse, on Mozilla's PDF.js). */
export async function pdfText(data: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
