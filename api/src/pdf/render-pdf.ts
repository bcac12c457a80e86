import PDFDocument from 'pdfkit';

/**
 * An A4 PDF drawn by `draw` (pdfkit, its built-in Helvetica, so no font files ship), as bytes: the one
 * place that collects pdfkit's stream, for invoices, payout statements and the demo catalogue's documents.
 */
export function renderPdf(
  { title }: { title: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}
