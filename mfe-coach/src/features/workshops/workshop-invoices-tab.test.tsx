import type { InvoiceSummaryResource, WorkshopResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkshopInvoicesTab } from './workshop-invoices-tab.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const invoice: InvoiceSummaryResource = {
  id: 'i1',
  kind: 'INVOICE',
  number: 'INV-2026-000001',
  bookingId: 'b1',
  invoiceNumber: null,
  buyerName: '王芳',
  issuedAt: '2026-11-20T10:00:00.000Z',
  currency: 'USD',
  total: 20,
};
const creditNote: InvoiceSummaryResource = {
  ...invoice,
  id: 'i2',
  kind: 'CREDIT_NOTE',
  number: 'CN-2026-000001',
  invoiceNumber: 'INV-2026-000001',
  total: -10,
};

function openTab(workshopId: string, documents: InvoiceSummaryResource[]) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: documents });
  render(<WorkshopInvoicesTab workshop={{ id: workshopId, slug: 'w' } as WorkshopResource} />);
}

describe('WorkshopInvoicesTab', () => {
  it('lists the invoices and credit notes above the payout statement, each a PDF download', async () => {
    openTab('w1', [invoice, creditNote]);
    const table = await screen.findByRole('table', { name: 'Invoices and credit notes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('INV-2026-000001Invoice'),
      expect.stringContaining('CN-2026-000001 (for INV-2026-000001)Credit note'),
    ]);
    expect(rows[0]?.textContent).toContain('王芳');
    expect(rows[1]?.textContent).toContain('-$10.00');
    const link = within(table).getByRole('link', { name: /^Credit note CN-2026-000001,\s*PDF$/ });
    expect(link.getAttribute('href')).toContain('/v1/payments/invoices/i2');
    expect(screen.getByRole('heading', { name: 'Payout statement' })).toBeTruthy();
  });

  it('says so when none has been issued', async () => {
    openTab('w2', []);
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
  });
});
