import type { ApiModule } from '../../http/api-module.ts';
import { showWorkshopCalendar } from './workshop-calendar.ts';

/** Calendar feeds (iCalendar) that calendar apps subscribe to. */
export const calendarModule: ApiModule = { name: 'calendar', routes: [showWorkshopCalendar] };
