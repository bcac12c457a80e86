import type { ValidateFunction } from 'ajv';
import { controlCharacterErrors } from './control-characters.ts';
import { type ErrorBag, mergeErrorBags, toErrorBag } from './error-bag.ts';

/** What a validator answers: the normalised copy of the data (defaults, transforms, coercion) or the bag. */
export type ValidationResult<T> = { valid: true; data: T } | { valid: false; errors: ErrorBag };

/** A compiled schema: pure function from unknown data to a result. */
export type Validator<T> = (data: unknown) => ValidationResult<T>;

/**
 * A validator around an AJV function, compiled now (the API) or at build time (the browser). The input is
 * never changed (unless `owned`): the function works on a structured clone, so a form's state or a
 * request's raw body stay as they were. Besides the schema's rules, no text may hold a control character
 * (controlCharacterErrors).
 */
export function validatorOf<T>(validate: ValidateFunction, owned = false): Validator<T> {
  const copyOf = owned ? (data: unknown) => data : (data: unknown) => structuredClone(data);
  return (data) => {
    const copy = data === undefined ? undefined : copyOf(data);
    const valid = validate(copy);
    // Checked on what the schema kept (after removeAdditional and the transforms): the text a handler sees.
    const unsafe = controlCharacterErrors(copy);
    if (valid && Object.keys(unsafe).length === 0) return { valid: true, data: copy as T };
    return { valid: false, errors: mergeErrorBags(valid ? {} : toErrorBag(validate.errors), unsafe) };
  };
}

/**
 * A form's check: the field errors the API would answer for this body (its 422 bag, by the same dotted
 * paths and messages), or `{}` when it passes.
 */
export function bodyCheckOf(validate: ValidateFunction): (body: object) => ErrorBag {
  const check = validatorOf(validate);
  return (body) => {
    const result = check(body);
    return result.valid ? {} : result.errors;
  };
}
