import type { PaymentIntentResource } from '@exceed/contract';
import { Skeleton } from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStripeKey } from './stripe-key-api.ts';

const EmulatorCardForm = lazy(() => import('./emulator-card-form.tsx'));
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

export interface PayWithCardProps {
  /** Asks the API for the intent to confirm; asked again when `intentKey` changes. */
  createIntent: () => Promise<{ data: PaymentIntentResource }>;
  intentKey: string;
  /** Where the bank's 3-D Secure page sends the payer back to. */
  returnUrl: string;
  payLabel: string;
  onPaid: (paymentIntentId: string) => Promise<void>;
  /** The API refused to prepare the payment: its message. */
  onProblem: (message: string) => void;
}

/**
 * The card form of a payment the server priced: with a Stripe account, Stripe's Payment Element; without
 * one, the emulator's test card form. A skeleton while the intent is prepared.
 */
export function PayWithCard({
  createIntent,
  intentKey,
  returnUrl,
  payLabel,
  onPaid,
  onProblem,
}: PayWithCardProps) {
  const setup = useStripeKey();
  const [intent, setIntent] = useState<PaymentIntentResource | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the intent is asked once per key; the callbacks are new every render.
  useEffect(() => {
    let current = true;
    setIntent(null);
    createIntent().then(
      (answer) => current && setIntent(answer.data),
      (error: unknown) => {
        if (!current) return;
        const detail = error instanceof ApiError ? Object.values(error.errors)[0]?.[0] : undefined;
        onProblem(detail ?? (error instanceof Error ? error.message : 'The payment could not be prepared.'));
      },
    );
    return () => {
      current = false;
    };
  }, [intentKey]);

  const CardForm = setup.data?.data.emulatorUrl ? EmulatorCardForm : StripeCardForm;
  return intent && setup.data ? (
    <Suspense fallback={<Skeleton style={{ height: '14rem' }} />}>
      <CardForm
        setup={setup.data.data}
        intent={intent}
        returnUrl={returnUrl}
        payLabel={payLabel}
        onPaid={() => onPaid(intent.id)}
      />
    </Suspense>
  ) : (
    <div role="status" aria-label="Preparing the payment">
      <Skeleton style={{ height: '14rem' }} />
    </div>
  );
}
