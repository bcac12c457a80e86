import {
  type BookingResource,
  bodyCheck,
  currencyDigits,
  type ErrorBag,
  OFFLINE_PAYMENT_MESSAGES,
  OFFLINE_PAYMENT_METHOD_LABELS,
  OFFLINE_PAYMENT_METHODS,
  OFFLINE_PAYMENT_NOTE_MAX,
  type OfflinePaymentMethod,
  toMinorUnits,
  updateBookingSchema,
} from '@exceed/contract';
import {
  Button,
  Dialog,
  Form,
  formatMoney,
  Input,
  Select,
  Textarea,
  toast,
  useForm,
} from '@exceed/design-system';
import { updateBooking } from './bookings-api.ts';

const checkUpdate = bodyCheck(updateBookingSchema);

const METHOD_OPTIONS = OFFLINE_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: OFFLINE_PAYMENT_METHOD_LABELS[method],
}));

/** What the coach enters: the amount as they type it, a decimal of the booking's currency. */
interface Values {
  offlinePayment: { method: string; amount: string; note: string };
}

/** The PATCH body of the values: the amount in minor units, as the contract takes it. */
function bodyOf(values: Values, currency: string) {
  const { method, amount, note } = values.offlinePayment;
  return {
    status: 'CONFIRMED' as const,
    offlinePayment: {
      method: method as OfflinePaymentMethod,
      amount: toMinorUnits(Number(amount), currency),
      note: note.trim() || null,
    },
  };
}

/**
 * The form's own checks: the contract's (a method of the list, the note's length) and an amount that is a
 * number at all. Whether it is more than the balance due is the API's to say (under the amount).
 */
function errorsOf(values: Values, currency: string): ErrorBag {
  const { amount } = values.offlinePayment;
  const bag = checkUpdate(bodyOf(values, currency));
  const number = Number(amount);
  if (amount.trim() === '' || !Number.isFinite(number) || number < 0) {
    bag['offlinePayment.amount'] = ['Enter the amount that was paid'];
  }
  return bag;
}

export interface ConfirmUnpaidDialogProps {
  booking: BookingResource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Confirming a booking with a balance due (the API's figure) is deliberate: the coach records how it was
 * paid outside Exceed (method, amount, an optional note) and the API confirms it with that record, or
 * answers under the field it refuses. The amount starts at the balance due, as the API computed it.
 */
export function ConfirmUnpaidDialog({ booking, open, onOpenChange }: ConfirmUnpaidDialogProps) {
  const { currency } = booking;
  const form = useForm<Values>({
    initialValues: { offlinePayment: { method: '', amount: String(booking.balanceDue), note: '' } },
    validate: (values) => errorsOf(values, currency),
    onSubmit: async (values) => {
      await updateBooking(booking.id, bodyOf(values, currency));
      toast({
        title: 'Booking confirmed',
        description: 'The payment outside Exceed is recorded.',
        variant: 'success',
      });
      onOpenChange(false);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm without a card payment?"
      description={OFFLINE_PAYMENT_MESSAGES.required}
    >
      <Form form={form} aria-label="Record the payment and confirm" className="coach-form">
        <p>Balance due: {formatMoney(booking.balanceDue, currency)}</p>
        <Select
          label="How was it paid?"
          required
          placeholder="Choose a method"
          options={METHOD_OPTIONS}
          {...form.register('offlinePayment.method')}
        />
        <Input
          label={`Amount paid (${currency})`}
          type="number"
          inputMode="decimal"
          min={0}
          step={10 ** -currencyDigits(currency)}
          required
          {...form.register('offlinePayment.amount')}
        />
        <Textarea
          label="Note"
          description="For the record of this confirmation (a receipt or transfer reference); the client's mail leaves it out."
          rows={3}
          maxLength={OFFLINE_PAYMENT_NOTE_MAX}
          {...form.register('offlinePayment.note')}
        />
        <div className="coach-form__actions">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Record and confirm
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
