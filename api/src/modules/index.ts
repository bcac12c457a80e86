import type { ApiModule } from '../http/api-module.ts';
import { accessControlModule } from './access-control/index.ts';
import { adminModule } from './admin/index.ts';
import { apiKeysModule } from './api-keys/index.ts';
import { authModule } from './auth/index.ts';
import { bookingSeatsModule } from './booking-seats/index.ts';
import { bookingsModule } from './bookings/index.ts';
import { calendarModule } from './calendar/index.ts';
import { certificatesModule } from './certificates/index.ts';
import { coachApplicationsModule } from './coach-applications/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { feedbacksModule } from './feedbacks/index.ts';
import { filesModule } from './files/index.ts';
import { groupsModule } from './groups/index.ts';
import { healthModule } from './health/index.ts';
import { jobApplicationsModule } from './job-applications/index.ts';
import { jobPostingsModule } from './job-postings/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { oidcModule } from './oidc/index.ts';
import { passkeysModule } from './passkeys/index.ts';
import { paymentsModule } from './payments/index.ts';
import { payoutLedgerModule } from './payout-ledger/index.ts';
import { promoCodesModule } from './promo-codes/index.ts';
import { publicJobPostingsModule } from './public-job-postings/index.ts';
import { publicSchedulesModule } from './public-schedules/index.ts';
import { publicUsersModule } from './public-users/index.ts';
import { seatLedgerModule } from './seat-ledger/index.ts';
import { secondFactorModule } from './second-factor/index.ts';
import { sessionModule } from './session/index.ts';
import { tagsModule } from './tags/index.ts';
import { tenantsModule } from './tenants/index.ts';
import { usersModule } from './users/index.ts';
import { waitlistModule } from './waitlist/index.ts';
import { webhooksModule } from './webhooks/index.ts';
import { workshopSchedulesModule } from './workshop-schedules/index.ts';
import { workshopsModule } from './workshops/index.ts';

/** Every feature of the API, mounted under /v1 by createApp. A new feature adds its module here. */
export const apiModules: readonly ApiModule[] = [
  healthModule,
  sessionModule,
  authModule,
  secondFactorModule,
  oidcModule,
  passkeysModule,
  apiKeysModule,
  filesModule,
  usersModule,
  tenantsModule,
  webhooksModule,
  accessControlModule,
  publicUsersModule,
  tagsModule,
  jobPostingsModule,
  jobApplicationsModule,
  publicJobPostingsModule,
  workshopsModule,
  workshopSchedulesModule,
  publicSchedulesModule,
  calendarModule,
  bookingsModule,
  bookingSeatsModule,
  certificatesModule,
  groupsModule,
  paymentsModule,
  promoCodesModule,
  seatLedgerModule,
  payoutLedgerModule,
  waitlistModule,
  feedbacksModule,
  dashboardModule,
  notificationsModule,
  coachApplicationsModule,
  adminModule,
];
