import type { ApiModule } from '../../http/api-module.ts';
import { listPublicSchedules } from './list-public-schedules.ts';
import { showPublicQuestions } from './show-public-questions.ts';
import { showPublicSchedule } from './show-public-schedule.ts';
import { showPublicWorkshop } from './show-public-workshop.ts';
import { showSessionPrice } from './show-session-price.ts';

/**
 * The marketplace: published, public, future dates of published workshops across tenants, and each
 * workshop's public page.
 */
export const publicSchedulesModule: ApiModule = {
  name: 'public-schedules',
  routes: [
    listPublicSchedules,
    showPublicSchedule,
    showSessionPrice,
    showPublicQuestions,
    showPublicWorkshop,
  ],
};
