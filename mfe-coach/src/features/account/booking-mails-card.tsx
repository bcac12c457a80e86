import {
  BOOKING_DIGEST_HOUR_UTC,
  type BookingMails,
  bodyCheck,
  formatDailyUtcTime,
  updateUserSchema,
} from '@exceed/contract';
import {
  Button,
  Card,
  Form,
  localTimeZone,
  RadioGroup,
  type RadioOption,
  toast,
  useForm,
} from '@exceed/design-system';
import type { SessionUser } from '@exceed/session';
import { useId } from 'react';
import { updateUser } from './account-api.ts';

/** The contract's check of an update body: the API's 422 bag, in the browser. */
const check = bodyCheck(updateUserSchema);

/**
 * The choices, in the words of issue 37; the daily one says when it comes (in UTC, and in the reader's own
 * time by the one clock) and that it comes only with bookings to list.
 */
function choices(): ReadonlyArray<RadioOption<BookingMails>> {
  const hour = formatDailyUtcTime(BOOKING_DIGEST_HOUR_UTC, { readerZone: localTimeZone() });
  return [
    {
      value: 'EACH',
      label: 'Mail me each booking',
      description: 'A mail as soon as a booking is confirmed.',
    },
    {
      value: 'DAILY',
      label: 'Send one daily summary',
      description: `One mail a day at ${hour} listing the bookings confirmed since the last one, only when there are any.`,
    },
  ];
}

interface BookingMailsValues {
  bookingMails: BookingMails;
}

export interface BookingMailsCardProps {
  user: SessionUser;
  /** Called with the user the API answered after a save (the page keeps it as the session's user). */
  onSaved: (user: SessionUser) => unknown;
}

/**
 * How the coach hears of new bookings of their sessions (issue 37; decision 0078): a mail per booking or
 * one daily summary. A card saved on its own (PATCH /v1/users/{id} with `bookingMails` alone), Save
 * disabled until the choice changed and reading "Saving..." meanwhile, a toast once saved.
 */
export function BookingMailsCard({ user, onSaved }: BookingMailsCardProps) {
  const titleId = useId();
  const form = useForm<BookingMailsValues>({
    initialValues: { bookingMails: user.bookingMails ?? 'EACH' },
    validate: (values) => check(values),
    onSubmit: async (values, current) => {
      const answer = await updateUser(user.id, { bookingMails: values.bookingMails });
      await onSaved(answer.data);
      toast({ title: 'User Updated', description: 'Successfully updated.', variant: 'success' });
      current.reset({ bookingMails: answer.data.bookingMails ?? values.bookingMails });
    },
  });
  const field = form.register<BookingMails>('bookingMails');
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title as="h2" id={titleId}>
            Mail
          </Card.Title>
          <Card.Description>
            Only you see this. Cancellations and refunds are always mailed at once.
          </Card.Description>
        </Card.Header>
        <Form form={form} showError={false} aria-labelledby={titleId}>
          <Card.Content className="coach-form">
            <Form.Error form={form} />
            <RadioGroup
              label="New bookings"
              name={field.name}
              id={field.id}
              options={choices()}
              value={field.value}
              onValueChange={(value) => field.onChange(value)}
              error={field.error}
            />
          </Card.Content>
          <Card.Footer>
            <Button type="submit" disabled={!form.dirty || form.submitting}>
              {form.submitting ? 'Saving...' : 'Save'}
            </Button>
          </Card.Footer>
        </Form>
      </section>
    </Card>
  );
}
