import type { ApiModule } from '../../http/api-module.ts';
import {
  createCalendarFeed,
  createTeachingCalendarFeed,
  deleteCalendarFeed,
  deleteTeachingCalendarFeed,
  showMyCalendar,
  showTeachingCalendar,
} from './my-calendar.ts';
import { showWorkshopCalendar } from './workshop-calendar.ts';

/**
 * Calendar feeds (iCalendar) that calendar apps subscribe to: a workshop's, and a user's two secret ones
 * (the sessions they booked, the sessions they teach).
 */
export const calendarModule: ApiModule = {
  name: 'calendar',
  routes: [
    showWorkshopCalendar,
    createCalendarFeed,
    deleteCalendarFeed,
    showMyCalendar,
    createTeachingCalendarFeed,
    deleteTeachingCalendarFeed,
    showTeachingCalendar,
  ],
};
