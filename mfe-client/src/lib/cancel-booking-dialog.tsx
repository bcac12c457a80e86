import {
  type BookingResource,
  bodyCheck,
  CANCELLATION_REASON_REQUIRED,
  updateBookingSchema,
} from '@exceed/contract';
import { Button, Dialog, Form, Textarea, toast, useForm } from '@exceed/design-system';
import { useId, useState } from 'react';
import { cancelBooking } from './my-bookings-api.ts';

const checkUpdate = bodyCheck(updateBookingSchema);

/** The body of cancelling, checked as the API checks it: a reason is required. */
function checkCancel({ cancellationReason }: { cancellationReason: string }) {
  const errors = checkUpdate({ status: 'CANCELLED', cancellationReason });
  if (!cancellationReason.trim()) errors.cancellationReason = [CANCELLATION_REASON_REQUIRED];
  return errors;
}

/**
 * "Cancel booking": asks why and for a confirmation, then cancels the booking (cancelBooking: a paid
 * booking is refunded in full).
 */
export function CancelBookingDialog({ booking }: { booking: BookingResource }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const form = useForm({
    initialValues: { cancellationReason: '' },
    validate: checkCancel,
    onSubmit: async ({ cancellationReason }) => {
      await cancelBooking(booking.id, cancellationReason.trim());
      setOpen(false);
      toast({
        title: 'Booking cancelled',
        description:
          booking.amountPaid > 0
            ? 'What you paid is being refunded to your card.'
            : 'Your seats were released.',
        variant: 'success',
      });
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
      title="Cancel this booking?"
      description="Your seats are released and the invitations you sent stop working. This cannot be undone."
      trigger={<Button variant="destructive">Cancel booking</Button>}
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep booking
          </Button>
          <Button variant="destructive" type="submit" form={formId} loading={form.submitting}>
            Cancel booking
          </Button>
        </>
      }
    >
      <Form form={form} id={formId} aria-label="Cancel booking">
        <Textarea label="Reason" required {...form.register('cancellationReason')} />
      </Form>
    </Dialog>
  );
}
