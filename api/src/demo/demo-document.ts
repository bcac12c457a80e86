import { renderPdf } from '../pdf/render-pdf.ts';
import { writeText } from '../pdf/write-text.ts';

/**
 * The file of a demo catalogue's document resource: a one-page PDF that names itself and its workshop, so
 * that its download link works on first start and says what it is.
 */
export function renderDemoDocument(title: string, workshop: string): Promise<Buffer> {
  return renderPdf({ title }, (doc) => {
    writeText(doc.fontSize(20), title, 'bold');
    writeText(doc.moveDown(0.5).fontSize(12).fillColor('#555'), workshop, 'regular');
    writeText(
      doc.moveDown(2).fillColor('#000').fontSize(11),
      "A sample document of Exceed's demo catalogue. A coach replaces it with their own file in the " +
        "workshop's Resources.",
      'regular',
    );
  });
}
