/** Times of day as `HH:mm` (24-hour, zero-padded), which also compare correctly as plain strings. */

const STRICT = /^(\d{1,2}):(\d{2})$/;
const LOOSE = /^(\d{1,2})(?:[:.h]?(\d{2}))?\s*(am|pm|a|p)?$/i;

/** Minutes since midnight of `HH:mm`. */
export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `HH:mm` of minutes since midnight. */
export function fromMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * The time `text` names, as `HH:mm`, or `undefined`. Strict accepts only `H:mm`/`HH:mm` (what can be taken
 * while the user is still typing); loose also takes `930`, `9`, `9.30`, `2:30 pm` (when they are done).
 */
export function parseTime(text: string, strict = false): string | undefined {
  const match = (strict ? STRICT : LOOSE).exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem.startsWith('p') ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  return fromMinutes(hours * 60 + minutes);
}

/** The times from `min` to `max` every `step` minutes, counted from midnight (09:00, 09:15, …). */
export function timeOptions(step: number, min = '00:00', max = '23:59'): string[] {
  const safeStep = Math.max(1, Math.round(step));
  const first = Math.ceil(toMinutes(min) / safeStep) * safeStep;
  const options: string[] = [];
  for (let minutes = first; minutes <= toMinutes(max) && minutes < 24 * 60; minutes += safeStep) {
    options.push(fromMinutes(minutes));
  }
  return options;
}

/** The index of the option closest to `time` (the earlier one on a tie); 0 for an empty list. */
export function closestIndex(options: readonly string[], time: string): number {
  const target = toMinutes(time);
  let best = 0;
  options.forEach((option, index) => {
    const bestOption = options[best] ?? option;
    if (Math.abs(toMinutes(option) - target) < Math.abs(toMinutes(bestOption) - target)) best = index;
  });
  return best;
}
