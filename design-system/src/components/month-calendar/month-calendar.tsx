import { localTimeZone } from '@exceed/contract';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../lib/icons.tsx';
import { mediaQuery } from '../../theme/tokens.ts';
import { addMonths, formatDate } from '../date-picker/calendar-date.ts';
import { useMediaQuery } from '../navigation/use-media-query.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { MonthAgenda } from './month-agenda.tsx';
import { MONTH_CALENDAR_LABELS, type MonthCalendarLabels } from './month-calendar-labels.ts';
import {
  type CalendarEvent,
  monthGrid,
  monthOf,
  placeEvents,
  todayIn,
  weekStartOf,
} from './month-calendar-model.ts';
import { MonthGrid } from './month-grid.tsx';
import { useEventMove } from './use-event-move.ts';

export interface MonthCalendarProps<E extends CalendarEvent = CalendarEvent> {
  /** The events to show; each on the day it starts in its own zone (`event.timeZone`) or `timeZone`. */
  events: readonly E[];
  /** The month shown (`YYYY-MM`) when controlled; pair with `onMonthChange`. */
  month?: string;
  /** The month shown first when uncontrolled; the current month by default. */
  defaultMonth?: string;
  /** Called with the month (`YYYY-MM`) the user goes to (Previous, Today, Next, Page Up/Down, arrows). */
  onMonthChange?: (month: string) => void;
  /** The IANA zone of "today" and of events without their own; the browser's by default. */
  timeZone?: string;
  /** The language of month and day names and times; the browser's by default. */
  locale?: string;
  /** The first column: 0 Sunday … 6 Saturday; from the locale by default. */
  weekStartsOn?: number;
  /** How many events a day shows before "+N more"; 3 by default. */
  maxEventsPerDay?: number;
  /** `grid`, `agenda` (the days with events, as a list), or `auto`: the agenda under 768px (md). */
  layout?: 'auto' | 'grid' | 'agenda';
  /** Called with a day (`YYYY-MM-DD`) clicked or chosen with Enter/Space, e.g. to create an event on it. */
  onSelectDay?: (date: string) => void;
  /** Called with the event clicked or chosen with Enter/Space, e.g. to open it. */
  onSelectEvent?: (event: E) => void;
  /**
   * Called when an event is dragged (or moved with M, the arrows and Enter) to another day
   * (`YYYY-MM-DD`); without it events cannot be moved. `moveToDay` computes the new start and end.
   */
  onMoveEvent?: (event: E, toDate: string) => void;
  /** Whether a day takes a moving event (e.g. not a past day); every day by default. */
  canMoveTo?: (event: E, date: string) => boolean;
  /** The month title's heading level; `h2` by default. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Marks the calendar busy while its events load. */
  loading?: boolean;
  /** Any of the texts to change (see `MonthCalendarLabels`). */
  labels?: Partial<MonthCalendarLabels>;
  className?: string;
}

const DAY_HEADINGS = { h2: 'h3', h3: 'h4', h4: 'h5' } as const;

/**
 * A month of events: a grid of weeks (days of other months dimmed, today marked) under the month's name
 * with Previous, Today and Next. Arrow keys, Home/End and Page Up/Down move between days; Enter or a click
 * on a day selects it; events are buttons, which can be dragged to another day or moved with M, the
 * arrows and Enter (Escape gives up), announced through a live region. On phones, an agenda of the days
 * that have events.
 */
export function MonthCalendar<E extends CalendarEvent = CalendarEvent>({
  events,
  month: controlledMonth,
  defaultMonth,
  onMonthChange,
  timeZone: zoneProp,
  locale,
  weekStartsOn: weekStartsOnProp,
  maxEventsPerDay = 3,
  layout = 'auto',
  onSelectDay,
  onSelectEvent,
  onMoveEvent,
  canMoveTo,
  titleAs: Title = 'h2',
  loading = false,
  labels: labelsProp,
  className,
}: MonthCalendarProps<E>) {
  const labels = { ...MONTH_CALENDAR_LABELS, ...labelsProp };
  const timeZone = zoneProp ?? localTimeZone();
  const today = todayIn(timeZone);
  const weekStartsOn = weekStartsOnProp ?? weekStartOf(locale);
  const wide = useMediaQuery(mediaQuery('md'));
  const agenda = layout === 'agenda' || (layout === 'auto' && !wide);

  const [ownMonth, setOwnMonth] = useState(defaultMonth ?? monthOf(today));
  const month = controlledMonth ?? ownMonth;
  const [focusedDate, setFocusedDate] = useState(today);
  // The roving day: the focused one while it is in the month shown, else today or the 1st.
  const activeDate =
    monthOf(focusedDate) === month ? focusedDate : monthOf(today) === month ? today : `${month}-01`;

  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<string | null>(null);
  // Focusing the same day again changes no state, yet must still run the focus effect.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const titleId = useId();
  const hintId = useId();

  const dayLabel = useCallback(
    (day: string) =>
      formatDate(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, locale),
    [locale],
  );

  const changeMonth = (next: string) => {
    if (next === month) return;
    setOwnMonth(next);
    onMonthChange?.(next);
  };

  const goTo = (date: string, eventId?: string) => {
    setFocusedDate(date);
    changeMonth(monthOf(date));
    focusAfterRender.current = eventId ? `[data-event-id="${eventId}"]` : `[data-day-button="${date}"]`;
    rerender();
  };

  // Real focus follows the roving day once the grid shows it (after a month change too).
  useEffect(() => {
    const selector = focusAfterRender.current;
    if (!selector) return;
    const element = rootRef.current?.querySelector<HTMLElement>(selector);
    if (element) {
      focusAfterRender.current = null;
      element.focus();
    }
  });

  const mover = useEventMove<E>({ onMoveEvent, canMoveTo, labels, dayLabel, announce: setAnnouncement });
  const byDay = useMemo(() => placeEvents(events, timeZone), [events, timeZone]);
  const weeks = useMemo(() => monthGrid(month, weekStartsOn), [month, weekStartsOn]);
  const first = `${month}-01`;

  return (
    <div ref={rootRef} className={cx('ex-month-calendar', className)} aria-busy={loading || undefined}>
      <div className="ex-month-calendar__header">
        <Title id={titleId} className="ex-month-calendar__title" aria-live="polite">
          {formatDate(first, { month: 'long', year: 'numeric' }, locale)}
        </Title>
        <div className="ex-month-calendar__nav">
          <button
            type="button"
            className="ex-month-calendar__nav-button"
            aria-label={labels.previousMonth}
            onClick={() => changeMonth(monthOf(addMonths(first, -1)))}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="ex-month-calendar__nav-button"
            data-today-button=""
            onClick={() => {
              setFocusedDate(today);
              changeMonth(monthOf(today));
            }}
          >
            {labels.today}
          </button>
          <button
            type="button"
            className="ex-month-calendar__nav-button"
            aria-label={labels.nextMonth}
            onClick={() => changeMonth(monthOf(addMonths(first, 1)))}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      {agenda ? (
        <MonthAgenda
          month={month}
          byDay={byDay}
          today={today}
          locale={locale}
          labelledBy={titleId}
          noEvents={labels.noEvents}
          dayLabel={dayLabel}
          dayHeadingAs={DAY_HEADINGS[Title]}
          onSelectEvent={onSelectEvent}
        />
      ) : (
        <MonthGrid
          month={month}
          weeks={weeks}
          byDay={byDay}
          today={today}
          activeDate={activeDate}
          goTo={goTo}
          weekStartsOn={weekStartsOn}
          maxEventsPerDay={maxEventsPerDay}
          locale={locale}
          labelledBy={titleId}
          hintId={hintId}
          labels={labels}
          dayLabel={dayLabel}
          mover={mover}
          onSelectDay={onSelectDay}
          onSelectEvent={onSelectEvent}
        />
      )}
      <VisuallyHidden id={hintId}>{labels.moveHint}</VisuallyHidden>
      <VisuallyHidden aria-live="assertive" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
