import { _, type KeywordCxt, Name } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import {
  formats,
  isDescendingBy,
  STRING_TRANSFORMS,
  type StringTransform,
  transforms,
} from './ajv-functions.ts';

export { STRING_TRANSFORMS, type StringTransform, toHttpsOrigin } from './ajv-functions.ts';

/** Options of createAjv. */
export interface CreateAjvOptions {
  /**
   * Coerce strings to the schema's types ("2" → 2, "a" → ["a"]). Only for query strings and path
   * parameters, which are always text; JSON bodies are validated as sent.
   */
  coerceTypes?: boolean;
  /**
   * Keep each compiled function's source for ajv/dist/standalone (the browser's validators, compiled at
   * build time): the functions it calls are then named as ajv-functions.ts exports them, which the
   * generated module imports.
   */
  standalone?: boolean;
}

/**
 * The one AJV set-up of the project, used by the API and by the browser so that a rule behaves the same on
 * both sides (DESIGN.md "One source of truth"):
 * - JSON Schema 2020-12, the dialect of OpenAPI 3.1, so schemas go into the OpenAPI document as they are;
 * - allErrors, so a form gets every field's errors at once (ajv-errors needs it too);
 * - ajv-formats (email, uri, uuid, date-time...), `unreserved-username`, and ajv-errors (`errorMessage` holds SPEC.md's messages);
 * - useDefaults, so handlers see defaults filled in;
 * - removeAdditional, so properties a schema closes with `additionalProperties: false` are dropped rather
 *   than refused (a client may send more than a route takes; a handler never sees it: no mass assignment);
 * - a `transform` keyword (trim, toLowerCase, toUpperCase, toHttpsOrigin) so normalisations such as "email trimmed and
 *   lowercased" are part of the schema; it runs before `format`, `pattern` and the length rules.
 */
export function createAjv(options: CreateAjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    useDefaults: true,
    removeAdditional: true,
    // Prices are multiples of 0.01: compare with two decimals, or 0.07 would fail by floating-point error.
    multipleOfPrecision: 2,
    coerceTypes: options.coerceTypes ? 'array' : false,
    strict: true,
    // `transform` on a union type ("string" | "null") is fine: it only touches strings.
    strictTypes: false,
    ...(options.standalone && { code: { source: true, esm: true, formats: _`formats` } }),
  });
  addFormats(ajv);
  ajv.addFormat('unreserved-username', formats['unreserved-username']);
  ajv.addFormat('time-zone', formats['time-zone']);
  addErrors(ajv);
  ajv.addKeyword({
    keyword: 'transform',
    type: 'string',
    schemaType: 'array',
    modifying: true,
    before: 'maxLength',
    metaSchema: { type: 'array', items: { enum: STRING_TRANSFORMS } },
    code(cxt: KeywordCxt) {
      const { gen, data, schema, it } = cxt;
      // A bare string at the document root has no parent to write the result back to.
      if (it.parentData === undefined || it.parentDataProperty === undefined) return;
      for (const name of schema as StringTransform[]) {
        const transform = gen.scopeValue('func', {
          ref: transforms[name],
          code: _`transforms.${new Name(name)}`,
        });
        gen.assign(data, _`${transform}(${data})`);
      }
      gen.assign(_`${it.parentData}[${it.parentDataProperty}]`, data);
    },
  });
  ajv.addKeyword({
    keyword: 'descendingBy',
    type: 'array',
    schemaType: 'string',
    metaSchema: { type: 'string' },
    // ajv-errors puts the schema's own words over this one.
    error: { message: 'is not in order' },
    code(cxt: KeywordCxt) {
      const check = cxt.gen.scopeValue('func', { ref: isDescendingBy, code: _`isDescendingBy` });
      cxt.fail(_`!${check}(${cxt.data}, ${cxt.schemaCode})`);
    },
  });
  return ajv;
}
