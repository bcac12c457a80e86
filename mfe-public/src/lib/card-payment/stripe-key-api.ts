import type { One, StripeKeyResource } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** GET /v1/public/payments/stripe-key: Stripe's publishable key, or the address of the API's emulator. */
export function useStripeKey() {
  return useApi<One<StripeKeyResource>>('/public/payments/stripe-key');
}
