import { BaseModel } from '../db/base-model.ts';

/** A coach's Stripe Connect account (STRIPE_CONNECT): where their payouts go. */
export class PayoutAccount extends BaseModel {
  static override tableName = 'payout_accounts';
  static override idColumn = 'userId';

  declare userId: string;
  declare stripeAccountId: string;
  declare createdAt: Date;
  declare updatedAt: Date;
}
