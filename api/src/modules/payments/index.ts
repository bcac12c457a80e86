import type { ApiModule } from '../../http/api-module.ts';
import { showBookingInvoice } from './booking-invoice.ts';
import { createBookingPaymentIntent } from './booking-payment-intent.ts';
import { createAccountLink, showPayoutAccount, updatePayoutAccount } from './connect.ts';
import { exportPayouts } from './export-payouts.ts';
import { finalizePayment } from './finalize-payment.ts';
import { listBookingInvoices, listMyInvoices, listWorkshopInvoices, showInvoice } from './invoices.ts';
import {
  deletePaymentMethod,
  listPaymentMethods,
  savePaymentMethod,
  setDefaultPaymentMethod,
} from './payment-methods.ts';
import { listPayoutTransfers, showPayoutBalance, showPayoutTransferStatement } from './payout-transfers.ts';
import { listPayouts, showPayoutStatement } from './payouts.ts';
import { createPublicPaymentIntent } from './public-payment-intent.ts';
import { createSeatPaymentIntent, finalizeSeatPayment } from './seat-payment.ts';
import { showStripeKey } from './stripe-key.ts';
import { stripeWebhook } from './stripe-webhook.ts';

/**
 * Payments through Stripe (or its emulator): booking intents priced by the server, finalize and the
 * webhook confirming once in any order, saved cards; invoices, the coaches' payouts and Stripe Connect. The money rules: payments/booking-payments.ts.
 */
export const paymentsModule: ApiModule = {
  name: 'payments',
  routes: [
    showStripeKey,
    createPublicPaymentIntent,
    createBookingPaymentIntent,
    finalizePayment,
    createSeatPaymentIntent,
    finalizeSeatPayment,
    stripeWebhook,
    listPaymentMethods,
    savePaymentMethod,
    setDefaultPaymentMethod,
    deletePaymentMethod,
    showBookingInvoice,
    listMyInvoices,
    showInvoice,
    listBookingInvoices,
    listWorkshopInvoices,
    listPayouts,
    showPayoutStatement,
    showPayoutBalance,
    listPayoutTransfers,
    showPayoutTransferStatement,
    exportPayouts,
    createAccountLink,
    showPayoutAccount,
    updatePayoutAccount,
  ],
};
