import { BaseModel } from '../db/base-model.ts';

/** The Stripe customer of a user: where their saved cards live. One per user, made on first need. */
export class PaymentCustomer extends BaseModel {
  static override tableName = 'payment_customers';
  static override idColumn = 'userId';
  static override timestamps = false;

  declare userId: string;
  declare stripeCustomerId: string;
  declare createdAt: Date;
}
