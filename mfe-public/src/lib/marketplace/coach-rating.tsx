import type { PublicUserResource } from '@exceed/contract';
import { personName } from '@exceed/contract';

/** A coach's name as the marketplace shows it: first and last name, else the username. */
export const coachNameOf = ({ username, profile }: PublicUserResource) =>
  personName({ username, firstName: profile?.firstName, lastName: profile?.lastName });

/** "★ 4.7 (12 ratings)", or "New coach" before the first rating. */
export function CoachRating({ rating }: { rating: PublicUserResource['rating'] }) {
  if (rating.average === null || rating.count === 0) return <span className="browse-seats">New coach</span>;
  return (
    <span className="browse-seats">
      <span aria-hidden="true">★ </span>
      {rating.average.toFixed(1)} ({rating.count} {rating.count === 1 ? 'rating' : 'ratings'})
    </span>
  );
}
