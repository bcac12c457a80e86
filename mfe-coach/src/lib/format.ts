/** A day and time in the viewer's locale, optionally in a time zone: "Mar 4, 2026, 10:00 AM". */
export const dateTime = (iso: string | null | undefined, timeZone?: string) => {
  if (!iso) return '—';
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  }
};

/** A day in the viewer's locale: "Mar 4, 2026". */
export const day = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)) : '—';

/** An enum value as words: "IN-PERSON" → "In-person", "NO_SHOW" → "No show". */
export const words = (value: string) => {
  const text = value.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
