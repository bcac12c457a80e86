import type { ApiModule } from '../../http/api-module.ts';
import { applyToBecomeCoach } from './apply.ts';
import { approveApplication, declineApplication } from './decide.ts';
import { listCoachApplications } from './list.ts';
import { showMyCoachApplication } from './mine.ts';

/**
 * Applications to become a coach (issue 37, item 5): a signed-in person applies and reads their latest;
 * the super-admins list, approve and decline them (coaching/coach-applications.ts decides).
 */
export const coachApplicationsModule: ApiModule = {
  name: 'coach-applications',
  routes: [
    applyToBecomeCoach,
    showMyCoachApplication,
    listCoachApplications,
    approveApplication,
    declineApplication,
  ],
};
