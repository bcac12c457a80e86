import type { PublicFeedbackResource } from '@exceed/contract';
import { formatDay } from '@exceed/design-system';

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

/**
 * What attendees said: stars, comment, who and when; `withWorkshop` names the workshop too (a coach's page
 * lists reviews of all their workshops).
 */
export function ReviewList({
  reviews,
  withWorkshop = false,
}: {
  reviews: readonly PublicFeedbackResource[];
  withWorkshop?: boolean;
}) {
  return (
    <ul className="mkt-reviews">
      {reviews.map((review) => (
        <li key={review.id}>
          <span role="img" aria-label={`${review.rating} out of 5`} className="mkt-stars">
            {stars(review.rating)}
          </span>
          {review.comment ? <blockquote>{review.comment}</blockquote> : null}
          <span className="mkt-muted">
            {review.reviewer}
            {withWorkshop ? ` · ${review.workshopTitle}` : ''} ·{' '}
            <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
