import type { ErrorObject } from 'ajv';

/**
 * Field errors as the API answers them in a 422 and the forms read them: dotted field path → messages.
 * `{ "email": ["Please enter a valid email address"], "profile.socialAccounts.0.url": ["Url is not valid."] }`
 */
export type ErrorBag = Record<string, string[]>;

/**
 * The bag key of an error that belongs to the whole document rather than to one field (for example "either
 * user ID or email must be provided" written on the object). Named like react-hook-form's form-level error.
 */
export const ROOT_ERROR_KEY = 'root';

/** Words shown in capitals when a field name is humanised ("userId" → "User ID"). */
const ACRONYMS = new Set(['id', 'url', 'uri', 'otp', 'ip', 'ui']);

/**
 * The label of a field path for default messages: the last segment that is not an array index, split at
 * camel-case humps, first letter capitalised ("profile.socialAccounts.0.url" → "URL",
 * "profile.firstName" → "First name", "addressLine1" → "Address line 1").
 */
export function humanizeField(path: string): string {
  const segments = path.split('.').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
  const last = segments.at(-1);
  if (last === undefined) return 'The data';
  const words = last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * The message of a rule that has no `errorMessage` in its schema. SPEC.md §5 fixes "{field} is not valid."
 * as the default; a missing required field says "{field} is required." instead, because "is not valid" reads
 * wrong for something that is not there (a schema can still override both with `errorMessage`).
 */
export function defaultMessage(keyword: string, path: string): string {
  const field = humanizeField(path);
  return keyword === 'required' ? `${field} is required.` : `${field} is not valid.`;
}

/** JSON pointer ("/profile/socialAccounts/0") → dotted path ("profile.socialAccounts.0"). */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/** Adds the messages of `source` to `target`, field by field, keeping each message once. */
export function mergeErrorBags(target: ErrorBag, source: ErrorBag): ErrorBag {
  for (const [field, messages] of Object.entries(source)) {
    const merged = target[field] ?? [];
    for (const message of messages) if (!merged.includes(message)) merged.push(message);
    target[field] = merged;
  }
  return target;
}

const join = (path: string, property: string): string => (path === '' ? property : `${path}.${property}`);

/** The field an AJV error is about: `required` and `additionalProperties` point at the parent object. */
function fieldOf(error: ErrorObject): string {
  const path = pointerToPath(error.instancePath);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required' && params.missingProperty !== undefined) {
    return join(path, params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined) {
    return join(path, params.additionalProperty);
  }
  return path;
}

/**
 * Turns AJV's errors into the bag. An `errorMessage` (ajv-errors) error is placed on the fields of the
 * errors it replaced, so `errorMessage: { required: { lastName: "..." } }` lands on `lastName`, not on its
 * parent. Messages are deduplicated per field and keep AJV's order (schema order).
 */
export function toErrorBag(errors: readonly ErrorObject[] | null | undefined): ErrorBag {
  const bag: ErrorBag = {};
  const add = (field: string, message: string) => {
    const key = field === '' ? ROOT_ERROR_KEY : field;
    const messages = bag[key] ?? [];
    if (!messages.includes(message)) messages.push(message);
    bag[key] = messages;
  };
  for (const error of errors ?? []) {
    // "must match a schema in anyOf" says nothing a form can show: its branches' own errors say why.
    if (error.keyword === 'anyOf') continue;
    if (error.keyword === 'errorMessage') {
      const replaced = (error.params as { errors?: ErrorObject[] }).errors ?? [];
      const fields = new Set(replaced.map(fieldOf));
      if (fields.size === 0) fields.add(pointerToPath(error.instancePath));
      for (const field of fields) add(field, error.message ?? defaultMessage('errorMessage', field));
      continue;
    }
    const field = fieldOf(error);
    add(field, defaultMessage(error.keyword, field));
  }
  return bag;
}
