import { bodyCheck, createBookingSeatSchema } from '@exceed/contract';
import { Button, Form, Input, toast, useForm } from '@exceed/design-system';
import { inviteToSeat } from './bookings-api.ts';

const checkSeat = bodyCheck(createBookingSeatSchema);

/**
 * Gives a seat of the booking to an email address and mails the invitation (inviteToSeat). The API's
 * refusals (a full booking, a person already seated) show on the form.
 */
export function InviteSeatForm({ bookingId }: { bookingId: string }) {
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => checkSeat({ bookingId, email: email.trim() }),
    onSubmit: async ({ email }, current) => {
      const address = email.trim();
      await inviteToSeat(bookingId, address);
      toast({
        title: 'Invitation sent',
        description: `We emailed ${address} a link to their seat.`,
        variant: 'success',
      });
      current.reset({ email: '' });
    },
  });
  return (
    <Form form={form} aria-label="Invite someone to a seat" className="client-inline-form">
      <Input label="Email" type="email" autoComplete="off" required {...form.register('email')} />
      <Button type="submit" loading={form.submitting}>
        {form.submitting ? 'Sending…' : 'Send invitation'}
      </Button>
    </Form>
  );
}
