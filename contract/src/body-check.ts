import { bodyCheckOf } from './compiled-validator.ts';
import type { ErrorBag } from './error-bag.ts';
import { compileSchema } from './validator.ts';

/**
 * A form's check, its schema compiled at run time: what Node runs (unit tests of the front ends). The
 * browser build resolves `#body-check` to body-check.precompiled.ts instead (package.json "imports").
 */
export function bodyCheck(schema: object): (body: object) => ErrorBag {
  return bodyCheckOf(compileSchema(schema));
}
