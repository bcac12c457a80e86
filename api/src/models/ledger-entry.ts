import { TenantModel } from '../db/tenant-model.ts';

/** Kinds of money movement on a booking. */
export type LedgerKind = 'CHARGE' | 'REFUND';

/**
 * One movement of a booking's money, split into the platform's fee and the coach's payout (gross = fee +
 * payout; refunds are negative). Written once per reference; never updated.
 */
export class LedgerEntry extends TenantModel {
  static override tableName = 'ledger_entries';
  static override timestamps = false;

  declare bookingId: string;
  declare coachId: string;
  declare workshopId: string;
  declare kind: LedgerKind;
  declare reference: string;
  declare grossMinor: number;
  declare feeMinor: number;
  declare payoutMinor: number;
  declare currency: string;
  /** Who paid, when not the booking's booker (an invitee paying for their seat). */
  declare payerId: string | null;
  declare createdAt: Date;
}
