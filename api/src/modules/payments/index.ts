import type { ApiModule } from '../../http/api-module.ts';
import { createBookingPaymentIntent } from './booking-payment-intent.ts';
import { finalizePayment } from './finalize-payment.ts';
import {
  deletePaymentMethod,
  listPaymentMethods,
  savePaymentMethod,
  setDefaultPaymentMethod,
} from './payment-methods.ts';
import { createPublicPaymentIntent } from './public-payment-intent.ts';
import { showStripeKey } from './stripe-key.ts';
import { stripeWebhook } from './stripe-webhook.ts';

/**
 * Payments through Stripe (or its emulator): booking intents priced by the server, finalize and the
 * webhook confirming once in any order, saved cards. The money rules: payments/booking-payments.ts.
 */
export const paymentsModule: ApiModule = {
  name: 'payments',
  routes: [
    showStripeKey,
    createPublicPaymentIntent,
    createBookingPaymentIntent,
    finalizePayment,
    stripeWebhook,
    listPaymentMethods,
    savePaymentMethod,
    setDefaultPaymentMethod,
    deletePaymentMethod,
  ],
};
