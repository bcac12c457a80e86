export type { MonthCalendarProps } from './month-calendar.tsx';
export { MonthCalendar } from './month-calendar.tsx';
export type { MonthCalendarLabels } from './month-calendar-labels.ts';
export { MONTH_CALENDAR_LABELS } from './month-calendar-labels.ts';
export type { CalendarEvent, CalendarEventVariant } from './month-calendar-model.ts';
