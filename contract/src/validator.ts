import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import { createAjv } from './ajv.ts';
import { type Validator, validatorOf } from './compiled-validator.ts';

export type { ValidationResult, Validator } from './compiled-validator.ts';

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

// One AJV per mode for the whole process: AJV caches compiled schemas per instance.
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

/** Compiles a contract schema at run time (the API's way; the browser's are compiled at build time). */
export function compileSchema(schema: object | boolean, coerceTypes = false): ValidateFunction {
  return ajvFor(coerceTypes).compile(schema);
}

/** Compiles a contract schema once and returns a validator (validatorOf). */
export function createValidator<T>(
  schema: object | boolean,
  options: CreateValidatorOptions = {},
): Validator<T> {
  return validatorOf<T>(compileSchema(schema, options.coerceTypes === true), options.owned);
}
