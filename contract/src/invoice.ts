import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';

/** An invoice documents a payment; a credit note, a refund of one (decision 0099). */
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * An invoice or credit note in a list: enough to name it and download it (GET
 * /v1/payments/invoices/{id}). A credit note's total is negative: what it gives back.
 */
export const invoiceSummarySchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    kind: { type: 'string', enum: INVOICE_KINDS },
    number: { type: 'string', description: 'Gapless per team and kind: INV-2026-000042, CN-2026-000003.' },
    bookingId: uuidSchema,
    invoiceNumber: {
      type: ['string', 'null'],
      description: "A credit note's invoice; null for an invoice.",
    },
    buyerName: { type: 'string' },
    issuedAt: { type: 'string', format: 'date-time' },
    currency: { type: 'string' },
    total: { type: 'number', description: 'In units of its currency; negative on a credit note.' },
  },
  required: [
    'id',
    'kind',
    'number',
    'bookingId',
    'invoiceNumber',
    'buyerName',
    'issuedAt',
    'currency',
    'total',
  ],
  additionalProperties: false,
} as const;
export type InvoiceSummaryResource = FromSchema<typeof invoiceSummarySchema>;

/** A list of invoices and credit notes, oldest first. */
export const invoiceListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: invoiceSummarySchema } },
  required: ['data'],
  additionalProperties: false,
} as const;
