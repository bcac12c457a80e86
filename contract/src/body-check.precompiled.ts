import type { ValidateFunction } from 'ajv';
import { formValidators } from '../generated/form-validators.js';
import { bodyCheckOf } from './compiled-validator.ts';
import type { ErrorBag } from './error-bag.ts';
import { type FormSchemaName, formSchemas } from './form-schemas.ts';

const compiled = new Map<object, ValidateFunction>(
  Object.entries(formSchemas).map(([name, schema]) => [schema, formValidators[name as FormSchemaName]]),
);

/**
 * A form's check in the browser, by the function compiled from its schema at build time
 * (tools/precompiled-validators.ts): the page evaluates no generated code, so its CSP needs no 'unsafe-eval'.
 */
export function bodyCheck(schema: object): (body: object) => ErrorBag {
  const validate = compiled.get(schema);
  if (!validate) throw new Error('bodyCheck: a form schema must be listed in contract/src/form-schemas.ts');
  return bodyCheckOf(validate);
}
