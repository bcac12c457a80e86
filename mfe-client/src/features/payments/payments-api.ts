import type { One, PaymentMethodResource, StripeKeyResource } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/** GET /v1/payments/payment-methods: the cards saved on my account, the default one marked. */
export function usePaymentMethods() {
  return useApi<One<PaymentMethodResource[]>>('/payments/payment-methods');
}

/** GET /v1/public/payments/stripe-key: whether payments run on the emulator, which takes test cards. */
export function useStripeKey() {
  return useApi<One<StripeKeyResource>>('/public/payments/stripe-key');
}

/**
 * POST /v1/payments/payment-methods: saves a card by its Stripe payment method id (a test card's on the
 * emulator). Revalidates the /payments reads (the saved cards).
 */
export function savePaymentMethod(paymentMethodId: PaymentMethodResource['id']) {
  return api.post<One<PaymentMethodResource>>('/payments/payment-methods', { paymentMethodId });
}

/**
 * PUT /v1/payments/payment-methods/default: makes a saved card the default. Revalidates the /payments
 * reads (the saved cards).
 */
export function setDefaultPaymentMethod(paymentMethodId: PaymentMethodResource['id']) {
  return api.put('/payments/payment-methods/default', { paymentMethodId });
}

/** DELETE /v1/payments/payment-methods/{id}: removes a saved card. Revalidates the /payments reads. */
export function removePaymentMethod(id: PaymentMethodResource['id']) {
  return api.delete(`/payments/payment-methods/${id}`);
}
