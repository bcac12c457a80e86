/** A session's start as the user reads it: "Mon, Dec 1, 2026, 4:00 PM". */
export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** A day: "Dec 1, 2026". */
export const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );

/** A YYYY-MM month of the API as a short label: "Dec 26". */
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** Whether a session has started. */
export const hasStarted = (iso: string) => Date.parse(iso) <= Date.now();
