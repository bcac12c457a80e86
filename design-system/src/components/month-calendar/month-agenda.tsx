import { CalendarEventButton } from './calendar-event-button.tsx';
import type { CalendarEvent, PlacedEvent } from './month-calendar-model.ts';

export interface MonthAgendaProps<E extends CalendarEvent> {
  month: string;
  byDay: Map<string, PlacedEvent<E>[]>;
  today: string;
  locale?: string;
  labelledBy: string;
  noEvents: string;
  dayLabel: (day: string) => string;
  /** The level of each day's heading, one below the calendar's title. */
  dayHeadingAs: 'h3' | 'h4' | 'h5';
  onSelectEvent?: (event: E) => void;
}

/** The phone layout: the month's days that have events, each with its events in order. */
export function MonthAgenda<E extends CalendarEvent>({
  month,
  byDay,
  today,
  locale,
  labelledBy,
  noEvents,
  dayLabel,
  dayHeadingAs: DayHeading,
  onSelectEvent,
}: MonthAgendaProps<E>) {
  const days = [...byDay.keys()].filter((day) => day.slice(0, 7) === month).sort();
  if (days.length === 0) {
    return <p className="ex-month-calendar__empty">{noEvents}</p>;
  }
  return (
    <ol className="ex-month-calendar__agenda" aria-labelledby={labelledBy}>
      {days.map((day) => (
        <li key={day} className="ex-month-calendar__agenda-day" data-today={day === today ? '' : undefined}>
          <DayHeading className="ex-month-calendar__agenda-date">
            {day === today ? <span aria-current="date">{dayLabel(day)}</span> : dayLabel(day)}
          </DayHeading>
          <ul className="ex-month-calendar__agenda-events">
            {(byDay.get(day) ?? []).map((placed) => (
              <li key={placed.event.id}>
                <CalendarEventButton
                  placed={placed}
                  locale={locale}
                  movable={false}
                  showStatus
                  onClick={() => onSelectEvent?.(placed.event)}
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
