import type Ajv2020 from 'ajv/dist/2020.js';
import { createAjv } from './ajv.ts';
import { controlCharacterErrors } from './control-characters.ts';
import { type ErrorBag, mergeErrorBags, toErrorBag } from './error-bag.ts';

/** What a validator answers: the normalised copy of the data (defaults, transforms, coercion) or the bag. */
export type ValidationResult<T> = { valid: true; data: T } | { valid: false; errors: ErrorBag };

/** A compiled schema: pure function from unknown data to a result. */
export type Validator<T> = (data: unknown) => ValidationResult<T>;

/** Options of createValidator. */
export interface CreateValidatorOptions {
  /** Coerce text to the schema's types: set for query strings and path parameters only. */
  coerceTypes?: boolean;
  /**
   * The caller hands over a copy of its own, which the validator may change in place (validate() copies
   * path parameters and query strings anyway): saves a structured clone on every request.
   */
  owned?: boolean;
}

// One AJV per mode for the whole process (or page): AJV caches compiled schemas per instance.
let jsonAjv: Ajv2020 | undefined;
let textAjv: Ajv2020 | undefined;

function ajvFor(coerceTypes: boolean): Ajv2020 {
  if (coerceTypes) {
    textAjv ??= createAjv({ coerceTypes: true });
    return textAjv;
  }
  jsonAjv ??= createAjv();
  return jsonAjv;
}

/**
 * Compiles a contract schema once and returns a validator. The input is never changed (unless `owned`): the
 * validator works on a structured clone, so a form's state or a request's raw body stay as they were.
 * Besides the schema's rules, no text may hold a control character (controlCharacterErrors).
 */
export function createValidator<T>(
  schema: object | boolean,
  options: CreateValidatorOptions = {},
): Validator<T> {
  const validate = ajvFor(options.coerceTypes === true).compile<T>(schema);
  const copyOf = options.owned ? (data: unknown) => data : (data: unknown) => structuredClone(data);
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
 * A form's check in the browser: the field errors the API would answer for this body (its 422 bag, by
 * the same dotted paths and messages), or `{}` when it passes.
 */
export function bodyCheck(schema: object): (body: object) => ErrorBag {
  const validate = createValidator(schema);
  return (body) => {
    const result = validate(body);
    return result.valid ? {} : result.errors;
  };
}
