import { BaseModel } from '../db/base-model.ts';

/** How often a coach is paid: at most one payout a day, a week (the default) or a month. */
export type PayoutSchedule = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** A coach's Stripe Connect account (STRIPE_CONNECT): where their payouts go. */
export class PayoutAccount extends BaseModel {
  static override tableName = 'payout_accounts';
  static override idColumn = 'userId';

  declare userId: string;
  declare stripeAccountId: string;
  /** Whether Stripe lets the account receive transfers (onboarding finished); kept by account.updated. */
  declare payoutsEnabled: boolean;
  declare payoutSchedule: PayoutSchedule;
  declare createdAt: Date;
  declare updatedAt: Date;
}
