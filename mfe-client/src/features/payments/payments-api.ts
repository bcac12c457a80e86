import type { One, PaymentMethodResource, StripeKeyResource } from '@exceed/contract';
import { api, useApi, type WriteOptions } from '@exceed/session';

const cardsPath = '/payments/payment-methods';

/** Every write of a saved card changes the one read of them. */
const changesCards: WriteOptions = { revalidates: [cardsPath] };

/** GET /v1/payments/payment-methods: the cards saved on my account, the default one marked. */
export function usePaymentMethods() {
  return useApi<One<PaymentMethodResource[]>>(cardsPath);
}

/** GET /v1/public/payments/stripe-key: whether payments run on the emulator, which takes test cards. */
export function useStripeKey() {
  return useApi<One<StripeKeyResource>>('/public/payments/stripe-key');
}

/**
 * POST /v1/payments/payment-methods: saves a card by its Stripe payment method id (a test card's on the
 * emulator).
 */
export function savePaymentMethod(paymentMethodId: PaymentMethodResource['id']) {
  return api.post<One<PaymentMethodResource>>(cardsPath, { paymentMethodId }, changesCards);
}

/** PUT /v1/payments/payment-methods/default: makes a saved card the default. */
export function setDefaultPaymentMethod(paymentMethodId: PaymentMethodResource['id']) {
  return api.put(`${cardsPath}/default`, { paymentMethodId }, changesCards);
}

/** DELETE /v1/payments/payment-methods/{id}: removes a saved card. */
export function removePaymentMethod(id: PaymentMethodResource['id']) {
  return api.delete(`${cardsPath}/${id}`, changesCards);
}
