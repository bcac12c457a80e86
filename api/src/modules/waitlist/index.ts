import type { ApiModule } from '../../http/api-module.ts';
import { claimWaitlistOffer } from './claim-waitlist-offer.ts';
import { declineWaitlistOffer } from './decline-waitlist-offer.ts';
import { joinWaitlist } from './join-waitlist.ts';
import { leaveWaitlist } from './leave-waitlist.ts';
import { listScheduleWaitlist } from './list-schedule-waitlist.ts';
import { listWaitlistEntries } from './list-waitlist-entries.ts';
import { showWaitlistEntry } from './show-waitlist-entry.ts';

/**
 * The waitlist of full schedules (issue 23): people join the line, see their place and leave it, claim
 * or decline the seats offered them (bookings/waitlist-offers.ts); the coach reads the line. The line's order: bookings/waitlist-line.ts; who may: policies/waitlist-policy.ts.
 */
export const waitlistModule: ApiModule = {
  name: 'waitlist',
  routes: [
    listWaitlistEntries,
    joinWaitlist,
    showWaitlistEntry,
    leaveWaitlist,
    claimWaitlistOffer,
    declineWaitlistOffer,
    listScheduleWaitlist,
  ],
};
