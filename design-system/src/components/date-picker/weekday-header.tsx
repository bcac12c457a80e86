import { addDays, formatDate } from './calendar-date.ts';

/** A Sunday, from which the weekday names are written. */
const A_SUNDAY = '2024-01-07';

/** The head row of a month grid: the weekdays from `weekStartsOn`, short, with the full name as abbr. */
export function WeekdayHeader({
  weekStartsOn,
  locale,
}: {
  weekStartsOn: number;
  locale: string | undefined;
}) {
  const weekdays = Array.from({ length: 7 }, (_, index) => addDays(A_SUNDAY, weekStartsOn + index));
  return (
    <thead>
      <tr>
        {weekdays.map((day) => (
          <th key={day} scope="col" abbr={formatDate(day, { weekday: 'long' }, locale)}>
            {formatDate(day, { weekday: 'short' }, locale)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
