import type { ApiModule } from '../../http/api-module.ts';
import { listPublicSchedules } from './list-public-schedules.ts';
import { showPublicSchedule } from './show-public-schedule.ts';

/** The marketplace's schedules: published, public, future dates of published workshops, across tenants. */
export const publicSchedulesModule: ApiModule = {
  name: 'public-schedules',
  routes: [listPublicSchedules, showPublicSchedule],
};
