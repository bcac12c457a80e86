import { TenantModel } from '../db/tenant-model.ts';

export type PayoutStatus = 'PENDING' | 'PAID';

/**
 * One transfer of a coach's due share in one team and currency to their Stripe account (payouts/): its
 * bookings are the ledger's TRANSFER rows that name it. PENDING until Stripe has the transfer.
 */
export class Payout extends TenantModel {
  static override tableName = 'payouts';
  static override timestamps = false;

  declare coachId: string;
  declare currency: string;
  declare amountMinor: number;
  declare status: PayoutStatus;
  declare stripeAccountId: string;
  declare stripeTransferId: string | null;
  declare createdAt: Date;
  declare paidAt: Date | null;
}
