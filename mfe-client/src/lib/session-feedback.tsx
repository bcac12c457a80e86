import { bodyCheck, createFeedbackSchema } from '@exceed/contract';
import {
  Button,
  Card,
  Form,
  LoadError,
  Skeleton,
  Textarea,
  toast,
  useForm,
  VisuallyHidden,
} from '@exceed/design-system';
import { rateSession, useMyFeedback } from './my-feedback-api.ts';

const checkFeedback = bodyCheck(createFeedbackSchema);
const STARS = [1, 2, 3, 4, 5] as const;

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/**
 * "Rate this session": on a session the client attended that has started, 1 to 5 stars and a comment
 * (rateSession); once given, the rating shows instead.
 */
export function SessionFeedback({ scheduleId }: { scheduleId: string }) {
  const mine = useMyFeedback(scheduleId);
  const given = mine.data?.data[0];
  return (
    <Card asChild>
      <section aria-labelledby="feedback-title">
        <Card.Header>
          <Card.Title as="h2" id="feedback-title">
            {given ? 'Your rating' : 'Rate this session'}
          </Card.Title>
          {given ? null : (
            <Card.Description>
              How was it? Your rating helps others choose and your coach improve.
            </Card.Description>
          )}
        </Card.Header>
        <Card.Content>
          {mine.error ? (
            <LoadError error={mine.error} retry={() => mine.mutate()} what="your rating" />
          ) : !mine.data ? (
            <Skeleton shape="rect" height="6rem" />
          ) : given ? (
            <div className="client-section">
              <p className="booking-rating" role="img" aria-label={`${given.rating} out of 5 stars`}>
                {stars(given.rating)}
              </p>
              {given.comment ? <p>{given.comment}</p> : null}
            </div>
          ) : (
            <FeedbackForm scheduleId={scheduleId} />
          )}
        </Card.Content>
      </section>
    </Card>
  );
}

function FeedbackForm({ scheduleId }: { scheduleId: string }) {
  const form = useForm<{ rating: number | ''; comment: string }>({
    initialValues: { rating: '', comment: '' },
    validate: ({ rating, comment }) =>
      checkFeedback({
        workshopScheduleId: scheduleId,
        rating: rating === '' ? undefined : rating,
        comment: comment.trim() || null,
      }),
    onSubmit: async ({ rating, comment }) => {
      await rateSession({
        workshopScheduleId: scheduleId,
        rating: Number(rating),
        comment: comment.trim() || null,
      });
      toast({ title: 'Thank you!', description: 'Your rating was saved.', variant: 'success' });
    },
  });
  const rating = form.register('rating');
  const chosen = Number(form.values.rating) || 0;
  return (
    <Form form={form} aria-label="Rate this session" className="client-section">
      <fieldset className="booking-stars" aria-describedby={rating.error ? `${rating.id}-error` : undefined}>
        <legend>Rating</legend>
        <div className="booking-stars__options">
          {STARS.map((value) => (
            <label key={value} className="booking-stars__option">
              <input
                type="radio"
                name={rating.name}
                id={value === 1 ? rating.id : undefined}
                value={value}
                checked={chosen === value}
                aria-invalid={rating.error ? true : undefined}
                onChange={() => form.setValue('rating', value)}
                onBlur={rating.onBlur}
              />
              <span aria-hidden="true" className="booking-stars__star" data-on={value <= chosen}>
                ★
              </span>
              <VisuallyHidden>
                {value} {value === 1 ? 'star' : 'stars'}
              </VisuallyHidden>
            </label>
          ))}
        </div>
        {rating.error ? (
          <p id={`${rating.id}-error`} className="booking-stars__error">
            {rating.error}
          </p>
        ) : null}
      </fieldset>
      <Textarea
        label="Comment"
        description="Optional, up to 1000 characters."
        {...form.register('comment')}
      />
      <div>
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? 'Sending…' : 'Send rating'}
        </Button>
      </div>
    </Form>
  );
}
