import type { Knex } from 'knex';
import type { InvoiceKind } from '../models/invoice.ts';

const PREFIXES: Record<InvoiceKind, string> = { INVOICE: 'INV', CREDIT_NOTE: 'CN' };

/**
 * The next number of a team's invoices or credit notes (decision 0099): one counter row per team and
 * kind, moved by an upsert in the caller's transaction. The row stays locked until that transaction ends,
 * so a concurrent payment of the same team waits for it and takes the next number, and a rolled-back
 * payment gives its number back with it: the numbers are gapless and never shared.
 */
export async function nextInvoiceNumber(
  trx: Knex,
  tenantId: string,
  kind: InvoiceKind,
  issuedAt: Date,
): Promise<string> {
  const { rows } = await trx.raw<{ rows: { taken: number }[] }>(
    `insert into invoice_sequences (tenant_id, kind, next_number) values (?, ?, 2)
     on conflict (tenant_id, kind) do update set next_number = invoice_sequences.next_number + 1
     returning next_number - 1 as taken`,
    [tenantId, kind],
  );
  const taken = Number(rows[0]?.taken);
  return formatInvoiceNumber(kind, issuedAt, taken);
}

/** `INV-2026-000042`: the kind, the year it was issued in (for the reader; the count never restarts), the count. */
export const formatInvoiceNumber = (kind: InvoiceKind, issuedAt: Date, count: number): string =>
  `${PREFIXES[kind]}-${issuedAt.getUTCFullYear()}-${String(count).padStart(6, '0')}`;
