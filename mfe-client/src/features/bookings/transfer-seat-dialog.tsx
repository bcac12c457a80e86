import { bodyCheck, transferBookingSeatSchema } from '@exceed/contract';
import { Button, Dialog, Form, Input, toast, useForm, VisuallyHidden } from '@exceed/design-system';
import { useState } from 'react';
import { transferSeat } from './bookings-api.ts';

const checkTransfer = bodyCheck(transferBookingSeatSchema);

/**
 * "Give away": gives a seat to someone else by email until the session starts (the booker for any seat of
 * their booking, an attendee for their own). The new person is mailed an invitation; the API's refusals
 * (a session already started, a person already seated) show on the field.
 */
/** `holder`: whose seat it is, as the booker sees it; none for the caller's own seat. */
export function TransferSeatDialog({ seatId, holder }: { seatId: string; holder?: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => checkTransfer({ email: email.trim() }),
    onSubmit: async ({ email }, current) => {
      const address = email.trim();
      await transferSeat(seatId, address);
      toast({
        title: 'Seat given away',
        description: `We emailed ${address} an invitation to the seat.`,
        variant: 'success',
      });
      current.reset({ email: '' });
      setOpen(false);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title="Give this seat to someone else"
      description={`${holder ? `The seat of ${holder}` : 'Your seat'} goes to the person you name; they get an invitation by email.`}
      trigger={
        <Button size="sm" variant="ghost">
          Give away<VisuallyHidden> {holder ? `seat of ${holder}` : 'your seat'}</VisuallyHidden>
        </Button>
      }
    >
      <Form form={form} aria-label="Give this seat to someone else">
        <Input label="Their email" type="email" autoComplete="off" required {...form.register('email')} />
        <div className="client-actions">
          <Button variant="outline" type="button" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Giving it away…' : 'Give seat'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
