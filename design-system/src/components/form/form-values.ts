/**
 * Reading, writing and comparing form values by dotted path ("profile.socialAccounts.0.url"), the keys of
 * the API's error bags. Values are JSON-like (objects, arrays, strings, numbers, booleans, null).
 */

/** Every key optional, recursively through objects; arrays stay whole (a list is sent as a whole). */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The value at `path`, or undefined when a step of it is missing. */
export function getPath(source: unknown, path: string): unknown {
  if (path === '') return source;
  let current = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function setIn(node: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  const index = /^\d+$/.test(key) ? Number(key) : undefined;
  if (Array.isArray(node) || (index !== undefined && (node === null || node === undefined))) {
    const copy: unknown[] = Array.isArray(node) ? [...node] : [];
    const at = index ?? Number(key);
    copy[at] = setIn(copy[at], rest, value);
    return copy;
  }
  const object = node !== null && typeof node === 'object' ? (node as Record<string, unknown>) : {};
  return { ...object, [key]: setIn(object[key], rest, value) };
}

/** A copy of `source` with `value` at `path`; the objects and arrays along the path are copied, nothing else. */
export function setPath<T>(source: T, path: string, value: unknown): T {
  return setIn(source, path === '' ? [] : path.split('.'), value) as T;
}

/** Deep equality of JSON-like values. */
export function isEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isEqual(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!isEqual(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/**
 * What changed from `initial` to `current`: for two objects, only their changed keys (recursively); for
 * anything else (a list, a string) the current value whole; undefined when nothing changed.
 */
export function changes(initial: unknown, current: unknown): unknown {
  if (isEqual(initial, current)) return undefined;
  if (!isPlainObject(initial) || !isPlainObject(current)) return current;
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(initial), ...Object.keys(current)])) {
    if (!isEqual(initial[key], current[key])) changed[key] = changes(initial[key], current[key]);
  }
  return changed;
}
