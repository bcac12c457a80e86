import { type KeyboardEvent, useState } from 'react';
import { gridKeyTarget } from '../date-picker/calendar-date.ts';
import { WeekdayHeader } from '../date-picker/weekday-header.tsx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { CalendarEventButton } from './calendar-event-button.tsx';
import type { MonthCalendarLabels } from './month-calendar-labels.ts';
import type { CalendarEvent, PlacedEvent } from './month-calendar-model.ts';
import type { useEventMove } from './use-event-move.ts';

export interface MonthGridProps<E extends CalendarEvent> {
  month: string;
  weeks: string[][];
  byDay: Map<string, PlacedEvent<E>[]>;
  today: string;
  /** The day in the tab order (roving focus). */
  activeDate: string;
  /** Moves the active day (and the month with it), focusing it, or one of its events when named. */
  goTo: (date: string, eventId?: string) => void;
  weekStartsOn: number;
  maxEventsPerDay: number;
  locale?: string;
  labelledBy: string;
  hintId: string;
  labels: MonthCalendarLabels;
  dayLabel: (day: string) => string;
  mover: ReturnType<typeof useEventMove<E>>;
  onSelectDay?: (date: string) => void;
  onSelectEvent?: (event: E) => void;
}

/** The month as a WAI-ARIA grid: a row per week, a cell per day with its events. */
export function MonthGrid<E extends CalendarEvent>({
  month,
  weeks,
  byDay,
  today,
  activeDate,
  goTo,
  weekStartsOn,
  maxEventsPerDay,
  locale,
  labelledBy,
  hintId,
  labels,
  dayLabel,
  mover,
  onSelectDay,
  onSelectEvent,
}: MonthGridProps<E>) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const { move } = mover;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && move?.mode === 'keyboard') {
      event.preventDefault();
      mover.cancel();
      goTo(move.placed.day, move.placed.event.id);
      return;
    }
    const from = target.dataset.dayButton ?? target.closest<HTMLElement>('[data-date]')?.dataset.date;
    if (!from || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = gridKeyTarget(from, event.key, event.shiftKey, weekStartsOn);
    if (!to) return;
    event.preventDefault();
    mover.over(to);
    goTo(to);
  };

  const selectDay = (date: string) => {
    if (move?.mode === 'keyboard') mover.drop(date);
    else if (!move) onSelectDay?.(date);
  };

  const toggle = (date: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });

  return (
    <table
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a table, as the date picker's calendar.
      role="grid"
      aria-labelledby={labelledBy}
      className="ex-month-calendar__grid"
      data-moving={move ? move.mode : undefined}
      onKeyDown={onKeyDown}
    >
      <WeekdayHeader weekStartsOn={weekStartsOn} locale={locale} />
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const placed = byDay.get(date) ?? [];
              const open = expanded.has(date) || placed.length <= maxEventsPerDay;
              const shown = open ? placed : placed.slice(0, maxEventsPerDay);
              const label = dayLabel(date);
              const drop =
                move && move.over === date && date !== move.placed.day
                  ? mover.accepts(move.placed, date)
                    ? 'valid'
                    : 'invalid'
                  : undefined;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the day's button takes the keyboard; a click on the cell's blank space does the same.
                // biome-ignore lint/a11y/useFocusableInteractive: the day's button inside the cell takes focus.
                <td
                  key={date}
                  // A td of a grid is a gridcell; said outright, as not every tool infers it. Focus rests on the
                  // day's button inside it (roving tabindex), as in the WAI-ARIA date picker grid.
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table's cell in the grid pattern.
                  role="gridcell"
                  data-date={date}
                  data-outside={date.slice(0, 7) !== month ? '' : undefined}
                  data-today={date === today ? '' : undefined}
                  data-drop={drop}
                  onClick={(event) => {
                    if (!(event.target as Element).closest('button')) selectDay(date);
                  }}
                >
                  <button
                    type="button"
                    className="ex-month-calendar__day"
                    data-day-button={date}
                    tabIndex={date === activeDate ? 0 : -1}
                    aria-label={label}
                    aria-current={date === today ? 'date' : undefined}
                    onClick={() => selectDay(date)}
                  >
                    {Number(date.slice(8))}
                  </button>
                  <div className="ex-month-calendar__events">
                    {shown.map((item) => {
                      const movable = mover.movable(item);
                      return (
                        <CalendarEventButton
                          key={item.event.id}
                          placed={item}
                          locale={locale}
                          movable={movable}
                          moving={move?.placed.event.id === item.event.id}
                          hintId={hintId}
                          onClick={() => {
                            if (mover.endsDrag() || move) return;
                            onSelectEvent?.(item.event);
                          }}
                          onKeyDown={(event) => {
                            if (event.key.toLowerCase() !== 'm' || move || !movable) return;
                            event.preventDefault();
                            event.stopPropagation();
                            if (mover.pickUp(item)) goTo(item.day);
                          }}
                          {...(movable ? mover.pointerHandlers(item) : {})}
                        />
                      );
                    })}
                    {placed.length > maxEventsPerDay ? (
                      <button
                        type="button"
                        className="ex-month-calendar__more"
                        aria-expanded={open}
                        onClick={() => toggle(date)}
                      >
                        {open ? labels.fewer : labels.more(placed.length - maxEventsPerDay)}
                        <VisuallyHidden>, {label}</VisuallyHidden>
                      </button>
                    ) : null}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
