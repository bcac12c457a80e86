import type { ApiModule } from '../../http/api-module.ts';
import { joinWaitlist } from './join-waitlist.ts';
import { leaveWaitlist } from './leave-waitlist.ts';
import { listScheduleWaitlist } from './list-schedule-waitlist.ts';
import { listWaitlistEntries } from './list-waitlist-entries.ts';

/**
 * The waitlist of full schedules (issue 23): people join the line, see their place and leave it; the
 * coach reads the line. The line's order: bookings/waitlist-line.ts; who may: policies/waitlist-policy.ts.
 */
export const waitlistModule: ApiModule = {
  name: 'waitlist',
  routes: [listWaitlistEntries, joinWaitlist, leaveWaitlist, listScheduleWaitlist],
};
