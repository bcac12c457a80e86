/** Every text the month calendar writes or announces, so an app can word or translate them. */
export interface MonthCalendarLabels {
  /** The previous month button. */
  previousMonth: string;
  /** The button back to the current month. */
  today: string;
  /** The next month button. */
  nextMonth: string;
  /** The agenda (phone layout) of a month without events. */
  noEvents: string;
  /** Read with a movable event: how to move it from the keyboard. */
  moveHint: string;
  /** Announced when an event is picked up from the keyboard. */
  pickedUp: (title: string, day: string) => string;
  /** Announced when an event is dropped on another day. */
  moved: (title: string, day: string) => string;
  /** Announced when a move is given up (Escape, or dropped where it was). */
  moveCancelled: (title: string) => string;
  /** Announced when the day under a moving event does not take it. */
  cannotMove: (title: string, day: string) => string;
  /** The button that shows the rest of a full day's events ("+2 more"). */
  more: (count: number) => string;
  /** The button that folds a full day again. */
  fewer: string;
}

/** The calendar's English texts; pass `labels` to change any of them. */
export const MONTH_CALENDAR_LABELS: MonthCalendarLabels = {
  previousMonth: 'Previous month',
  today: 'Today',
  nextMonth: 'Next month',
  noEvents: 'Nothing on the calendar this month.',
  moveHint: 'Press M to move it to another day.',
  pickedUp: (title, day) =>
    `Moving ${title} from ${day}. Use the arrow keys to choose a day, Enter to drop it there, Escape to cancel.`,
  moved: (title, day) => `${title} moved to ${day}.`,
  moveCancelled: (title) => `${title} not moved.`,
  cannotMove: (title, day) => `${title} cannot be moved to ${day}.`,
  more: (count) => `+${count} more`,
  fewer: 'Show fewer',
};
