export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Params = { [key: string]: FormValue };

// Keys that would reach Object.prototype through `node[key]`.
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Reads the stripe SDK's application/x-www-form-urlencoded bodies and query strings back into the nested
 * values it flattened: `metadata[bookingId]=x` is an object, `expand[0]=latest_charge` (or `expand[]=`)
 * an array, and null was sent as '' (which Stripe reads as "clear this field").
 */
export function parseForm(encoded: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const [head = '', ...rest] = name.split('[');
    const keys = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    if (keys.some((key) => UNSAFE.has(key))) continue;
    let node = root as Record<string, FormValue>;
    keys.forEach((key, i) => {
      const next = keys[i + 1];
      const slot = key === '' && Array.isArray(node) ? String(node.length) : key;
      if (next === undefined) {
        node[slot] = value;
        return;
      }
      // `a=1&a[b]=2`: the later, nested spelling wins rather than writing into a string.
      if (typeof node[slot] !== 'object') node[slot] = /^\d*$/.test(next) ? [] : {};
      node = node[slot] as Record<string, FormValue>;
    });
  }
  return root;
}

export const str = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export function int(value: FormValue | undefined): number | undefined {
  const text = str(value);
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
}

export const obj = (value: FormValue | undefined): Params =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};

export const strings = (value: FormValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Metadata as Stripe updates it: keys merge, a key set to '' goes, and `metadata=''` clears them all. */
export function metadata(value: FormValue | undefined, current: unknown = {}): Record<string, string> {
  const next: Record<string, string> = value === '' ? {} : { ...(current as Record<string, string>) };
  for (const [key, item] of Object.entries(obj(value))) {
    if (item === '') delete next[key];
    else if (typeof item === 'string') next[key] = item;
  }
  return next;
}
