import { type PointerEvent, useRef, useState } from 'react';
import type { MonthCalendarLabels } from './month-calendar-labels.ts';
import type { CalendarEvent, PlacedEvent } from './month-calendar-model.ts';

/** An event on its way to another day. */
export interface EventMove<E extends CalendarEvent> {
  placed: PlacedEvent<E>;
  /** Picked up with the keyboard (M, arrows, Enter) or dragged with a pointer. */
  mode: 'keyboard' | 'pointer';
  /** The day it would land on now. */
  over: string | null;
}

/** How far a pointer travels before a press becomes a drag, in px (a shorter one is a click). */
const DRAG_THRESHOLD = 5;

export interface UseEventMoveOptions<E extends CalendarEvent> {
  onMoveEvent?: (event: E, toDate: string) => void;
  canMoveTo?: (event: E, date: string) => boolean;
  labels: MonthCalendarLabels;
  /** A day's full name, for announcements. */
  dayLabel: (day: string) => string;
  /** Says something through the calendar's live region. */
  announce: (message: string) => void;
}

/**
 * Moving events between days: picked up with M and dropped with Enter (Escape gives up), or dragged with
 * a pointer onto a day. The day under the event is `move.over`; whether it takes the event, `accepts`.
 */
export function useEventMove<E extends CalendarEvent>({
  onMoveEvent,
  canMoveTo,
  labels,
  dayLabel,
  announce,
}: UseEventMoveOptions<E>) {
  const [move, setMove] = useState<EventMove<E> | null>(null);
  const pressed = useRef<{ placed: PlacedEvent<E>; x: number; y: number } | null>(null);
  // A drag ends with a click on the event, which must not open it.
  const swallowClick = useRef(false);

  const movable = (placed: PlacedEvent<E>) => Boolean(onMoveEvent) && !placed.event.disabled;
  const accepts = (placed: PlacedEvent<E>, day: string | null): day is string =>
    day !== null && day !== placed.day && (canMoveTo?.(placed.event, day) ?? true);

  /** Drops the moving event on `day` (or gives up when the day does not take it). */
  const drop = (day: string | null) => {
    if (!move) return;
    const { placed } = move;
    setMove(null);
    if (accepts(placed, day)) {
      onMoveEvent?.(placed.event, day);
      announce(labels.moved(placed.event.title, dayLabel(day)));
    } else if (day !== null && day !== placed.day) {
      announce(labels.cannotMove(placed.event.title, dayLabel(day)));
    } else {
      announce(labels.moveCancelled(placed.event.title));
    }
  };

  const cancel = () => {
    if (!move) return;
    setMove(null);
    announce(labels.moveCancelled(move.placed.event.title));
  };

  const pickUp = (placed: PlacedEvent<E>) => {
    if (!movable(placed)) return false;
    setMove({ placed, mode: 'keyboard', over: placed.day });
    announce(labels.pickedUp(placed.event.title, dayLabel(placed.day)));
    return true;
  };

  const over = (day: string) => {
    if (move?.mode !== 'keyboard') return;
    setMove({ ...move, over: day });
    if (day !== move.placed.day && !accepts(move.placed, day)) {
      announce(labels.cannotMove(move.placed.event.title, dayLabel(day)));
    }
  };

  const dayAt = (x: number, y: number): string | null => {
    const element = document.elementFromPoint?.(x, y);
    return element?.closest<HTMLElement>('[data-date]')?.dataset.date ?? null;
  };

  /** Pointer handlers for an event's button. */
  const pointerHandlers = (placed: PlacedEvent<E>) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (!movable(placed) || event.button !== 0 || move) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pressed.current = { placed, x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      const start = pressed.current;
      if (!start) return;
      const far = Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_THRESHOLD;
      if (move?.mode !== 'pointer' && !far) return;
      setMove({ placed: start.placed, mode: 'pointer', over: dayAt(event.clientX, event.clientY) });
    },
    onPointerUp: (event: PointerEvent<HTMLButtonElement>) => {
      pressed.current = null;
      if (move?.mode !== 'pointer') return;
      swallowClick.current = true;
      // Should the click land elsewhere (released outside the button), the next real click still opens.
      setTimeout(() => {
        swallowClick.current = false;
      }, 0);
      drop(dayAt(event.clientX, event.clientY));
    },
    onPointerCancel: () => {
      pressed.current = null;
      if (move?.mode === 'pointer') setMove(null);
    },
  });

  /** True once for the click that ends a drag, which is not a request to open the event. */
  const endsDrag = () => {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  };

  return { move, movable, accepts, pickUp, over, drop, cancel, pointerHandlers, endsDrag };
}
