import type { WaitlistEntryAbilities } from '@exceed/contract';
import { holdsPlace, isOffered, isOfferOpen } from '../bookings/waitlist-entry-state.ts';
import type { Booking } from '../models/booking.ts';
import type { WaitlistEntry } from '../models/waitlist-entry.ts';
import type { Actor } from './actor.ts';
import { waitlistPolicy } from './waitlist-policy.ts';

/**
 * What the actor may do with a waitlist entry (its `abilities`): only its person acts on it
 * (waitlistPolicy.own), each as its route decides:
 * - claim: POST /v1/waitlist-entries/:id/claim, an offer open now (isOfferOpen; a CLAIMED entry's claim
 *   answers its booking again, which claims nothing, so it is not offered);
 * - decline: POST /v1/waitlist-entries/:id/decline (isOffered);
 * - leave: DELETE /v1/waitlist-entries/:id (holdsPlace).
 */
export function waitlistEntryAbilities(
  actor: Actor,
  entry: WaitlistEntry,
  booking: Booking | null | undefined,
): WaitlistEntryAbilities {
  const own = waitlistPolicy.own(actor, entry);
  return {
    claim: own && isOfferOpen(entry, booking),
    decline: own && isOffered(entry),
    leave: own && holdsPlace(entry),
  };
}
