import type { BookingResource, InvoiceSummaryResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { PaymentHistory } from './payment-history.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const booking = {
  id: 'b1',
  status: 'CONFIRMED',
  currency: 'EUR',
  amountPaid: 20,
  amountRefunded: 10,
  confirmedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  workshopSchedule: { workshop: { title: 'Prompt engineering' } },
} as unknown as BookingResource;

const document = (fields: Partial<InvoiceSummaryResource>): InvoiceSummaryResource => ({
  id: 'i1',
  kind: 'INVOICE',
  number: 'INV-2026-000001',
  bookingId: 'b1',
  invoiceNumber: null,
  buyerName: 'Δημήτρης Παπαδόπουλος',
  issuedAt: '2026-11-20T10:00:00.000Z',
  currency: 'EUR',
  total: 20,
  ...fields,
});

it('lists each paid booking with its invoice and credit note by number, oldest first, each a PDF', async () => {
  vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
    path === '/payments/invoices'
      ? {
          data: [
            document({
              id: 'i2',
              kind: 'CREDIT_NOTE',
              number: 'CN-2026-000001',
              invoiceNumber: 'INV-2026-000001',
              total: -10,
            }),
            document({}),
          ],
        }
      : { data: [booking], meta: { currentPage: 1, perPage: 100, total: 1, lastPage: 1 } },
  );
  render(
    <MemoryRouter>
      <PaymentHistory />
    </MemoryRouter>,
  );
  const table = await screen.findByRole('table', { name: 'Payment history' });
  const links = await within(table).findAllByRole('link', { name: /PDF/ });
  expect(
    links.map((link) => [link.getAttribute('aria-label'), link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Invoice INV-2026-000001, PDF', 'INV-2026-000001', '/v1/payments/invoices/i1'],
    ['Credit note CN-2026-000001, PDF', 'CN-2026-000001', '/v1/payments/invoices/i2'],
  ]);
});
