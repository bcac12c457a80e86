import { type BookingResource, type ErrorBag, formatAmount, toMinorUnits } from '@exceed/contract';
import { Button, Dialog, Form, Input, Switch, toast, useForm } from '@exceed/design-system';
import { refundBooking } from './bookings-api.ts';

export interface RefundDialogProps {
  booking: BookingResource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What may still be refunded, as a decimal of the booking's currency. */
export const refundable = (booking: Pick<BookingResource, 'amountPaid' | 'amountRefunded'>): number =>
  Math.max(0, booking.amountPaid - booking.amountRefunded);

/**
 * The refund check of the form: a part is more than nothing and at most what is left. Empty errors when
 * the whole remainder is refunded.
 */
export function refundErrors(
  values: { full: boolean; amount: string },
  left: number,
  currency: string,
): ErrorBag {
  if (values.full) return {};
  const amount = Number(values.amount);
  if (values.amount.trim() === '' || !Number.isFinite(amount) || amount <= 0)
    return { amount: ['Enter the amount to refund'] };
  if (amount > left) return { amount: [`At most ${formatAmount(left, currency)} can be refunded`] };
  return {};
}

/**
 * Refunds a booking in full (it is cancelled and its seats freed) or in part, through the same payment path
 * the coaches use; the dialog says which before anything moves.
 */
export function RefundDialog({ booking, open, onOpenChange }: RefundDialogProps) {
  const left = refundable(booking);
  const form = useForm({
    initialValues: { full: true, amount: '' },
    validate: (values) => refundErrors(values, left, booking.currency),
    onSubmit: async (values) => {
      await refundBooking(
        booking.id,
        values.full ? undefined : toMinorUnits(Number(values.amount), booking.currency),
      );
      toast({
        title: values.full ? 'Booking refunded in full' : 'Partial refund made',
        description: values.full
          ? `${formatAmount(left, booking.currency)} back to ${booking.user?.email ?? 'the booker'}`
          : `${formatAmount(Number(values.amount), booking.currency)} back to ${booking.user?.email ?? 'the booker'}`,
        variant: 'success',
      });
      onOpenChange(false);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Refund booking?"
      description={`Up to ${formatAmount(left, booking.currency)} can go back to the card it was paid with. A full refund cancels the booking and frees its seats; money refunded cannot be taken back.`}
    >
      <Form form={form} aria-label="Refund" className="admin-form">
        <Switch
          label="Refund everything that is left"
          checked={form.values.full}
          onCheckedChange={(full) => form.setValue('full', full)}
        />
        {form.values.full ? null : (
          <Input
            label={`Amount in ${booking.currency}`}
            type="number"
            inputMode="decimal"
            min={0}
            required
            {...form.register('amount')}
          />
        )}
        <div className="admin-form__actions">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={form.submitting}>
            {form.submitting ? 'Refunding...' : 'Refund'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
