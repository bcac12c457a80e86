import { bodyCheck, paymentMethodBodySchema } from '@exceed/contract';
import { Button, Form, Select, toast, useForm } from '@exceed/design-system';
import { savePaymentMethod, useStripeKey } from './payments-api.ts';

const checkCard = bodyCheck(paymentMethodBodySchema);

/** Stripe's test payment methods, which the emulator turns into saved cards (docs.stripe.com/testing). */
const TEST_CARDS = [
  { value: 'pm_card_visa', label: 'Visa test card', description: '4242 4242 4242 4242' },
  { value: 'pm_card_mastercard', label: 'Mastercard test card', description: '5555 5555 5555 4444' },
];

/**
 * Adding a card. Without a Stripe account the API runs its emulator, which takes Stripe's test card ids
 * (savePaymentMethod); with Stripe a card is saved while paying, so nothing shows here.
 */
export function AddTestCardForm() {
  const { data } = useStripeKey();
  const form = useForm({
    initialValues: { paymentMethodId: '' },
    validate: (values) => checkCard(values),
    onSubmit: async ({ paymentMethodId }, current) => {
      await savePaymentMethod(paymentMethodId);
      toast({
        title: 'Card saved',
        description: 'The test card is ready for your next booking.',
        variant: 'success',
      });
      current.reset({ paymentMethodId: '' });
    },
  });
  if (!data?.data.emulatorUrl) return null;
  const field = form.register('paymentMethodId');
  return (
    <Form form={form} aria-label="Add a test card" className="client-inline-form">
      <Select
        label="Add a test card"
        description="Payments run on the test emulator: pick one of Stripe's test cards."
        options={TEST_CARDS}
        placeholder="Choose a test card"
        {...field}
        onChange={(value) => field.onChange(value)}
      />
      <Button type="submit" loading={form.submitting}>
        {form.submitting ? 'Saving…' : 'Save card'}
      </Button>
    </Form>
  );
}
