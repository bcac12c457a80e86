import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import type { CalendarEvent, PlacedEvent } from './month-calendar-model.ts';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The start time of an event in its zone and the viewer's language, the zone named (one clock, DESIGN.md):
 * "10:00 CET" or "10:00 AM EST". Intl's narrow spaces read as plain ones, as in the API's mails.
 */
export function formatEventTime(start: string | Date, timeZone: string, locale?: string): string {
  const key = `${locale ?? ''}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  return format.format(new Date(start)).replace(/[\u202f\u2009\u00a0]/g, ' ');
}

export interface CalendarEventButtonProps<E extends CalendarEvent> {
  placed: PlacedEvent<E>;
  locale?: string;
  /** Whether the event can be picked up (it is not disabled and the calendar takes moves). */
  movable: boolean;
  /** The event is being moved. */
  moving?: boolean;
  /** The id of the move hint, read as the button's description when it is movable. */
  hintId?: string;
  /** Shows the status as text (the agenda) rather than for screen readers only (the grid). */
  showStatus?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerCancel?: () => void;
}

/**
 * One event: its start time and title, in its variant's colours (the status is in its name, and shown in
 * the agenda); a button that opens it.
 */
export function CalendarEventButton<E extends CalendarEvent>({
  placed,
  locale,
  movable,
  moving,
  hintId,
  showStatus = false,
  ...handlers
}: CalendarEventButtonProps<E>) {
  const { event, timeZone } = placed;
  const time = formatEventTime(event.start, timeZone, locale);
  const name = event.status ? `${time} ${event.title}, ${event.status}` : `${time} ${event.title}`;
  return (
    <button
      type="button"
      className="ex-month-calendar__event"
      data-variant={event.variant ?? 'neutral'}
      data-event-id={event.id}
      data-movable={movable ? '' : undefined}
      data-moving={moving ? '' : undefined}
      // Named in one string: a hidden status inside would be read with a stray space ("session , Draft").
      aria-label={name}
      aria-describedby={movable ? hintId : undefined}
      {...handlers}
    >
      <span className="ex-month-calendar__event-time">{time}</span>{' '}
      <span className="ex-month-calendar__event-title">{event.title}</span>
      {event.status && showStatus ? (
        <span className="ex-month-calendar__event-status">, {event.status}</span>
      ) : null}
    </button>
  );
}
