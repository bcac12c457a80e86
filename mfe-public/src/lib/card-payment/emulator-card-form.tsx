import { Button, Form, Input, useForm } from '@exceed/design-system';
import { useState } from 'react';
import { type CardFormProps, confirmWithEmulator } from './card-payment.ts';

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** The checks Stripe's card element makes before it sends anything, with its words. */
function checkCard({ number, expiry, cvc }: CardValues) {
  const errors: Record<string, string[]> = {};
  if (!/^\d{13,19}$/.test(number.replace(/[\s-]/g, ''))) errors.number = ['Your card number is incomplete.'];
  const [, month, year] = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry) ?? [];
  if (!month || !year || Number(month) < 1 || Number(month) > 12) {
    errors.expiry = ["Your card's expiration date is incomplete."];
  }
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = ["Your card's security code is incomplete."];
  return errors;
}

/** Formats the expiry as it is typed: "1228" → "12 / 28". */
const expiryMask = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/**
 * The card form of the Stripe emulator (no Stripe account configured): Stripe's test cards only, sent
 * straight to the emulator with the publishable key, as Stripe.js would send them to Stripe.
 */
export default function EmulatorCardForm({ setup, intent, returnUrl, payLabel, onPaid }: CardFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CardValues>({
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: checkCard,
    onSubmit: async ({ number, expiry, cvc }) => {
      setFailure(null);
      const [month = '', year = ''] = expiry.split('/').map((part) => part.trim());
      const outcome = await confirmWithEmulator(
        setup,
        intent,
        { number: number.replace(/[\s-]/g, ''), expMonth: Number(month), expYear: 2000 + Number(year), cvc },
        returnUrl,
      );
      if (outcome.status === 'failed') setFailure(outcome.message);
      else if (outcome.status === 'redirect') window.location.assign(outcome.url);
      else await onPaid();
    },
  });
  const expiry = form.register('expiry');
  return (
    <Form form={form} className="booking-card" aria-label="Card details">
      <Input
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...form.register('number')}
      />
      <div className="booking-row">
        <Input
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          {...expiry}
          onChange={(event) => expiry.onChange(expiryMask(event.target.value))}
        />
        <Input
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          {...form.register('cvc')}
        />
      </div>
      {failure ? (
        <p role="alert" className="failure-note">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={form.submitting}>
        {form.submitting ? 'Paying…' : payLabel}
      </Button>
      <details className="booking-test-cards">
        <summary>Test mode: which cards work</summary>
        <p>No real card is charged here. Use any future date and any 3-digit CVC with:</p>
        <ul>
          <li>4242 4242 4242 4242: paid</li>
          <li>4000 0025 0000 3155: asks your bank (3-D Secure) first</li>
          <li>4000 0000 0000 0002: declined</li>
          <li>4000 0000 0000 9995: declined, insufficient funds</li>
        </ul>
      </details>
    </Form>
  );
}
