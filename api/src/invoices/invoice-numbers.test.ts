import { expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { createTenant } from '../../test/identity-fixtures.ts';
import { formatInvoiceNumber, nextInvoiceNumber } from './invoice-numbers.ts';

const t = useApiTest();

const issuedAt = new Date('2026-03-01T00:00:00Z');

it('formats the kind, the year and a six-digit count', () => {
  expect(formatInvoiceNumber('INVOICE', issuedAt, 42)).toBe('INV-2026-000042');
  expect(formatInvoiceNumber('CREDIT_NOTE', issuedAt, 3)).toBe('CN-2026-000003');
});

it('gives a rolled-back transaction’s number to the next one, and counts each kind and team apart', async () => {
  const team = await createTenant(t.db.knex);
  const other = await createTenant(t.db.knex);
  const take = (tenantId: string, kind: 'INVOICE' | 'CREDIT_NOTE' = 'INVOICE') =>
    t.db.knex.transaction((trx) => nextInvoiceNumber(trx, tenantId, kind, issuedAt));
  expect(await take(team.id)).toBe('INV-2026-000001');
  await expect(
    t.db.knex.transaction(async (trx) => {
      expect(await nextInvoiceNumber(trx, team.id, 'INVOICE', issuedAt)).toBe('INV-2026-000002');
      throw new Error('the payment failed');
    }),
  ).rejects.toThrow('the payment failed');
  expect(await take(team.id)).toBe('INV-2026-000002');
  expect(await take(team.id, 'CREDIT_NOTE')).toBe('CN-2026-000001');
  expect(await take(other.id)).toBe('INV-2026-000001');
});
