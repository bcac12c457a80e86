import { Button } from '@exceed/design-system';
import { useSession } from '@exceed/session';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when asked, not as a side effect of being bundled.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CardFormProps } from './card-payment.ts';

/**
 * The card form with a Stripe account: Stripe's Payment Element, mounted with the intent's client
 * secret. Stripe.js confirms the card itself and shows 3-D Secure in its own dialog; `return_url` is
 * used only by payment methods that must leave the page.
 */
export default function StripeCardForm({ setup, intent, returnUrl, payLabel, onPaid }: CardFormProps) {
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const dark = useSession((s) => s.user?.colorMode === 'dark');
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void loadStripe(setup.key).then(
      (loaded) => {
        if (!current || !loaded || !mount.current) return;
        const elements = loaded.elements({
          clientSecret: intent.clientSecret,
          appearance: { theme: dark ? 'night' : 'stripe' },
        });
        elements.create('payment').mount(mount.current);
        stripe.current = { stripe: loaded, elements };
        setReady(true);
      },
      () => current && setFailure('The card form could not be loaded. Check your connection and try again.'),
    );
    return () => {
      current = false;
    };
  }, [setup.key, intent.clientSecret, dark]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe.current) return;
    setPaying(true);
    setFailure(null);
    const { error, paymentIntent } = await stripe.current.stripe.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (error) setFailure(error.message ?? 'Your card could not be charged. Try another card.');
    else if (paymentIntent?.status === 'succeeded') await onPaid();
    setPaying(false);
  };

  return (
    <form className="booking-card" aria-label="Card details" onSubmit={(event) => void pay(event)}>
      <div ref={mount} aria-busy={!ready} />
      {failure ? (
        <p role="alert" className="failure-note">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={!ready} loading={paying}>
        {paying ? 'Paying…' : payLabel}
      </Button>
    </form>
  );
}
