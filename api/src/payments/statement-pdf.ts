import { formatMinorUnits } from '@exceed/contract';
import { renderPdf } from '../pdf/render-pdf.ts';
import { writeText } from '../pdf/write-text.ts';

/** A line of a statement: what, how many at what price, for how much (minor units). */
export interface StatementRow {
  label: string;
  quantity?: number;
  unitMinor?: number;
  amountMinor: number;
}

/** An invoice or a payout statement: who to whom, the lines and the totals, in one currency. */
export interface Statement {
  title: string;
  number: string;
  issuedAt: Date;
  currency: string;
  from: string[];
  to: string[];
  rows: StatementRow[];
  totals: Array<{ label: string; amountMinor: number; strong?: boolean }>;
  note?: string;
}

/** Minor units of a currency as a statement prints them ("$1,234.50", "¥1,000", "KWD 1.500"). */
export function formatMoney(minor: number, currency: string): string {
  return formatMinorUnits(minor, currency, 'en-US');
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Renders a statement as a PDF: a header with the number and date, the two parties, the lines and totals. */
export function renderStatement(statement: Statement): Promise<Buffer> {
  return renderPdf({ title: `${statement.title} ${statement.number}` }, (doc) =>
    drawStatement(doc, statement),
  );
}

function drawStatement(doc: PDFKit.PDFDocument, statement: Statement): void {
  const money = (minor: number) => formatMoney(minor, statement.currency);
  const left = 50;
  const width = doc.page.width - 100;

  doc.fontSize(20);
  writeText(doc, 'Exceed', 'bold', left, 50);
  doc.fontSize(10).fillColor('#555');
  writeText(doc, 'Marketplace for AI coaches and consultants', 'regular');
  doc.fillColor('#000').fontSize(16);
  writeText(doc, statement.title, 'bold', left, 50, { width, align: 'right' });
  doc.fontSize(10);
  writeText(doc, `No. ${statement.number}`, 'regular', undefined, undefined, { width, align: 'right' });
  writeText(doc, `Issued ${day(statement.issuedAt)}`, 'regular', undefined, undefined, {
    width,
    align: 'right',
  });

  const partiesTop = 130;
  writeText(doc, 'From', 'bold', left, partiesTop);
  writeText(doc, statement.from.join('\n'), 'regular', left, partiesTop + 14, { width: width / 2 - 10 });
  writeText(doc, 'To', 'bold', left + width / 2, partiesTop);
  writeText(doc, statement.to.join('\n'), 'regular', left + width / 2, partiesTop + 14, { width: width / 2 });

  const columns = {
    label: left,
    quantity: left + width * 0.55,
    unit: left + width * 0.68,
    amount: left + width * 0.82,
  };
  let y = 240;
  const row = (cells: { label: string; quantity: string; unit: string; amount: string }, bold = false) => {
    const weight = bold ? 'bold' : 'regular';
    // Measured as drawn, each cell: a text that mixes fonts is one heightOfString cannot measure.
    let height = 0;
    const cell = (text: string, x: number, options: PDFKit.Mixins.TextOptions) => {
      writeText(doc, text, weight, x, y, options);
      height = Math.max(height, doc.y - y);
    };
    cell(cells.label, columns.label, { width: width * 0.53 });
    cell(cells.quantity, columns.quantity, { width: width * 0.12, align: 'right' });
    cell(cells.unit, columns.unit, { width: width * 0.13, align: 'right' });
    cell(cells.amount, columns.amount, { width: width * 0.18, align: 'right' });
    y += Math.max(height, 14) + 6;
  };
  row({ label: 'Description', quantity: 'Qty', unit: 'Unit', amount: 'Amount' }, true);
  doc
    .moveTo(left, y - 3)
    .lineTo(left + width, y - 3)
    .stroke('#999');
  for (const line of statement.rows) {
    row({
      label: line.label,
      quantity: line.quantity === undefined ? '' : String(line.quantity),
      unit: line.unitMinor === undefined ? '' : money(line.unitMinor),
      amount: money(line.amountMinor),
    });
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke('#999');
  y += 10;
  for (const total of statement.totals) {
    row({ label: '', quantity: '', unit: total.label, amount: money(total.amountMinor) }, total.strong);
  }
  if (statement.note) {
    doc.fontSize(9).fillColor('#555');
    writeText(doc, statement.note, 'regular', left, y + 20, { width });
  }
}
