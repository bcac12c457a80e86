import type { ApiModule } from '../../http/api-module.ts';
import { createCalendarFeed, deleteCalendarFeed, showMyCalendar } from './my-calendar.ts';
import { showWorkshopCalendar } from './workshop-calendar.ts';

/** Calendar feeds (iCalendar) that calendar apps subscribe to: a workshop's, and a user's (secret). */
export const calendarModule: ApiModule = {
  name: 'calendar',
  routes: [showWorkshopCalendar, createCalendarFeed, deleteCalendarFeed, showMyCalendar],
};
