/**
 * The bodies and query strings the stripe SDK sends: application/x-www-form-urlencoded with bracket
 * paths (`metadata[bookingId]=x`, `expand[0]=latest_charge`, `card[number]=4242…`), read back into the
 * nested objects and arrays they were written from.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    // `a[]=x` (an empty index) appends, as the SDK writes arrays of scalars without indexes.
    if (name.endsWith('[]')) path.push('');
    let node: FormObject | FormValue[] = root;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1] ?? '');
      const container = node as Record<string, FormValue>;
      const slot = key === '' && Array.isArray(node) ? String(node.length) : key;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A form value as a string, or undefined (absent, or not a scalar). */
export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A form value as an integer, or undefined. */
export function integer(value: FormValue | undefined): number | undefined {
  const raw = text(value);
  return raw !== undefined && /^-?\d+$/.test(raw) ? Number(raw) : undefined;
}

/** A form value as a string map (metadata), or {}. An empty string clears metadata, as Stripe's does. */
export function stringMap(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
