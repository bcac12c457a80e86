import PDFDocument from 'pdfkit';
import { setFont } from './pdf-fonts.ts';

/**
 * An A4 PDF drawn by `draw`, as bytes: the one place that collects pdfkit's stream and sets the embedded
 * Unicode fonts (pdf-fonts.ts), for invoices, payout statements and the demo catalogue's documents. Texts
 * go through writeText (write-text.ts), which picks the font per character.
 */
export function renderPdf(
  { title }: { title: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  setFont(doc, 'regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}
