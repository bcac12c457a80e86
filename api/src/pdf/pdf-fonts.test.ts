import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { renderDemoDocument } from '../demo/demo-document.ts';
import { renderStatement, type Statement } from '../payments/statement-pdf.ts';

const statement = (fields: Partial<Statement>): Statement => ({
  title: 'Invoice',
  number: 'INV-20261128-0000ABCD',
  issuedAt: new Date('2026-11-28T00:00:00Z'),
  currency: 'USD',
  from: ['Exceed'],
  to: [],
  rows: [],
  totals: [],
  ...fields,
});

const textOf = async (pdf: Buffer) =>
  (await pdfText(new Uint8Array(pdf).buffer as ArrayBuffer)).replace(/\s/g, ' ');

describe('PDFs in the embedded Unicode fonts', () => {
  it('print names in Greek, Cyrillic, Turkish and Chinese, mixed in one line too', async () => {
    const names = [
      'Δημήτρης Παπαδόπουλος',
      '王芳',
      'Дмитрий Иванов',
      'Ayşe Yılmaz',
      '王芳 (Wang Fang, Ψ)',
      '東京チーム',
    ];
    const text = await textOf(await renderStatement(statement({ to: names })));
    for (const name of names) expect(text).toContain(name);
  });

  it.each([
    ['INR', 150000, '₹1,500.00'],
    ['KRW', 30000, '₩30,000'],
    ['EUR', 1250, '€12.50'],
    ['GBP', 1250, '£12.50'],
    ['JPY', 1000, '¥1,000'],
  ])('print %s amounts with their sign', async (currency, minor, printed) => {
    const text = await textOf(
      await renderStatement(
        statement({ currency, rows: [{ label: 'Seat', quantity: 1, unitMinor: minor, amountMinor: minor }] }),
      ),
    );
    expect(text).toContain(`Seat 1 ${printed} ${printed}`);
  });

  it('print the signs Intl writes in other locales (₺, ₽) and CJK inside a wrapped label', async () => {
    const label = 'Agents in practice 智能体实践, priced ₺1.000,00 or ₽1 000,00 in the local currency';
    const text = await textOf(await renderStatement(statement({ rows: [{ label, amountMinor: 100 }] })));
    expect(text).toContain('智能体实践, priced ₺1.000,00 or ₽1 000,00');
  });

  it('keep runs of two fonts in order where a text is right-aligned', async () => {
    const text = await textOf(
      await renderStatement(
        statement({
          title: '发票 Invoice',
          currency: 'KRW',
          totals: [{ label: '合计 Total', amountMinor: 30000, strong: true }],
        }),
      ),
    );
    expect(text).toContain('发票 Invoice');
    expect(text).toContain('合计 Total ₩30,000');
  });

  it('set the demo catalogue’s documents in them too', async () => {
    const text = await textOf(await renderDemoDocument('Δημήτρης’ prompts', '王芳的工作坊'));
    expect(text).toContain('Δημήτρης’ prompts');
    expect(text).toContain('王芳的工作坊');
  });

  it('embed only the glyphs used: a Latin invoice stays small and carries no CJK font', async () => {
    const pdf = await renderStatement(statement({ to: ['Alan Client'] }));
    expect(pdf.length).toBeLessThan(20_000);
    expect(pdf.toString('latin1')).not.toContain('NotoSansSC');
  });
});
