import { defaultMessage, type ErrorBag, ROOT_ERROR_KEY } from './error-bag.ts';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (a multi-line text may hold
 * them). NUL above all: PostgreSQL refuses 0x00 in text and jsonb, so letting one through is a 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The fields of `data` (dotted paths, as the bag keys them) whose text, or whose name in an open object,
 * holds a control character, each with the default message of SPEC §5. Walks without recursion, so any
 * depth is safe (the API refuses deep bodies before this; the browser's forms are shallow).
 */
export function controlCharacterErrors(data: unknown): ErrorBag {
  const errors: ErrorBag = {};
  const pending: Array<[path: string, value: unknown]> = [['', data]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [path, value] = next;
    if (typeof value === 'string') {
      if (CONTROL.test(value))
        errors[path === '' ? ROOT_ERROR_KEY : path] = [defaultMessage('pattern', path)];
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (CONTROL.test(key)) errors[childPath] = [defaultMessage('pattern', childPath)];
        else pending.push([childPath, child]);
      }
    }
  }
  return errors;
}
