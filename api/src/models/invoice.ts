import { TenantModel } from '../db/tenant-model.ts';

export type InvoiceKind = 'INVOICE' | 'CREDIT_NOTE';

/** One line of an invoice as issued: a label, and for the workshop's seats their number and price. */
export interface InvoiceLine {
  label: string;
  quantity?: number;
  unitMinor?: number;
  amountMinor: number;
}

/** A tax as issued on an invoice (the price breakdown's tax line, at the time). */
export interface InvoiceTax {
  label: string;
  ratePercent: number;
  included: boolean;
  amountMinor: number;
}

/** Who issued it, as the team was when it was issued. */
export interface InvoiceSeller {
  name: string;
  email: string | null;
  /** Where the team is registered for tax and its tax ID, when it is (absent on invoices issued before). */
  taxCountry?: string | null;
  taxId?: string | null;
}

/** Who it was issued to, as they and the booking's address were when it was issued. */
export interface InvoiceBuyer {
  name: string;
  email: string | null;
  addressLines: string[];
  /** The company the seats were bought for and its VAT ID, when the buyer gave them. */
  companyName?: string | null;
  vatId?: string | null;
}

/**
 * An invoice or a credit note (decision 0099): the document of one CHARGE (or OFFLINE payment) or REFUND
 * ledger row, numbered gaplessly per team and kind, with the amounts, seller and buyer as issued. Never
 * updated; a credit note's amounts are negative and name the invoice they credit.
 */
export class Invoice extends TenantModel {
  static override tableName = 'invoices';
  static override timestamps = false;

  declare kind: InvoiceKind;
  declare number: string;
  declare bookingId: string;
  declare workshopId: string;
  declare coachId: string;
  declare ledgerEntryId: string;
  declare invoiceId: string | null;
  declare payerId: string | null;
  declare currency: string;
  declare subtotalMinor: number;
  declare discountMinor: number;
  declare taxMinor: number;
  declare totalMinor: number;
  declare lines: InvoiceLine[];
  declare taxes: InvoiceTax[];
  declare seller: InvoiceSeller;
  declare buyer: InvoiceBuyer;
  declare issuedAt: Date;

  static override get jsonAttributes(): string[] {
    return ['lines', 'taxes', 'seller', 'buyer'];
  }
}
