import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../lib/icons.tsx';
import {
  addMonths,
  clampDate,
  endOfMonth,
  formatDate,
  gridKeyTarget,
  isWithin,
  monthWeeks,
  startOfMonth,
  todayIso,
} from './calendar-date.ts';
import { WeekdayHeader } from './weekday-header.tsx';

export interface CalendarProps {
  /** The chosen date, marked selected. */
  value?: string;
  /** The date with keyboard focus; its month is the one shown. */
  focusedDate: string;
  /** Called when the arrow keys, Page Up/Down or the month buttons move the focused date. */
  onFocusedDateChange: (date: string) => void;
  /** Called with the date the user picks (click, Enter or Space). */
  onSelect: (date: string) => void;
  min?: string;
  max?: string;
  locale?: string;
  weekStartsOn: number;
  /** Moves focus to the focused date when it mounts (when the popover opens). */
  autoFocus?: boolean;
  previousMonthLabel: string;
  nextMonthLabel: string;
}

/**
 * A month grid after the WAI-ARIA date picker dialog pattern: one date in the tab order, arrows move by
 * day and week, Home/End to the week's ends, Page Up/Down by month (with Shift by year).
 */
export function Calendar({
  value,
  focusedDate,
  onFocusedDateChange,
  onSelect,
  min,
  max,
  locale,
  weekStartsOn,
  autoFocus = false,
  previousMonthLabel,
  nextMonthLabel,
}: CalendarProps) {
  const monthId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(autoFocus);
  const today = todayIso();

  // Follow the focused date with real focus after a key press (not after the month buttons).
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate]);

  const go = (date: string) => {
    moveFocus.current = true;
    onFocusedDateChange(clampDate(date, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = gridKeyTarget(focusedDate, event.key, event.shiftKey, weekStartsOn);
    if (!target) return;
    event.preventDefault();
    go(target);
  };

  const previousMonth = addMonths(focusedDate, -1);
  const nextMonth = addMonths(focusedDate, 1);

  return (
    <div className="ex-calendar">
      <div className="ex-calendar__header">
        <button
          type="button"
          className="ex-calendar__nav"
          aria-label={previousMonthLabel}
          disabled={Boolean(min) && endOfMonth(previousMonth) < (min ?? '')}
          onClick={() => onFocusedDateChange(clampDate(previousMonth, min, max))}
        >
          <ChevronLeftIcon />
        </button>
        <p id={monthId} className="ex-calendar__month" aria-live="polite">
          {formatDate(focusedDate, { month: 'long', year: 'numeric' }, locale)}
        </p>
        <button
          type="button"
          className="ex-calendar__nav"
          aria-label={nextMonthLabel}
          disabled={Boolean(max) && startOfMonth(nextMonth) > (max ?? '')}
          onClick={() => onFocusedDateChange(clampDate(nextMonth, min, max))}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker pattern is a table with the grid role.
        role="grid"
        aria-labelledby={monthId}
        className="ex-calendar__grid"
        onKeyDown={onKeyDown}
      >
        <WeekdayHeader weekStartsOn={weekStartsOn} locale={locale} />
        <tbody>
          {monthWeeks(focusedDate, weekStartsOn).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) =>
                date ? (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: in a grid a td is a gridcell, which takes aria-selected.
                  <td key={date} aria-selected={date === value}>
                    <button
                      type="button"
                      className="ex-calendar__day"
                      data-date={date}
                      tabIndex={date === focusedDate ? 0 : -1}
                      aria-label={formatDate(
                        date,
                        { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
                        locale,
                      )}
                      aria-current={date === today ? 'date' : undefined}
                      disabled={!isWithin(date, min, max)}
                      onClick={() => onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before and after the month.
                  <td key={index} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
