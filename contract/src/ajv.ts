import { _, type ErrorObject, type KeywordCxt } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { RESERVED_USERNAMES } from './user.ts';

/** Options of createAjv. */
export interface CreateAjvOptions {
  /**
   * Coerce strings to the schema's types ("2" → 2, "a" → ["a"]). Only for query strings and path
   * parameters, which are always text; JSON bodies are validated as sent.
   */
  coerceTypes?: boolean;
}

/**
 * A domain as SPEC.md §5 keeps it: `https://` plus the host, whatever scheme, path or case was typed
 * ("Example.com/about" → "https://example.com"). Text that is no URL at all is left for `pattern` to refuse.
 */
export function toHttpsOrigin(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return `https://${new URL(withScheme).hostname}`;
  } catch {
    return trimmed;
  }
}

/**
 * The `descendingBy` keyword: the items' `property` strictly decreases (a cancellation policy's tiers,
 * longest notice first), which JSON Schema cannot say. Items without a number are left to their own
 * schema. Its message comes from the schema's errorMessage.
 */
const descendingBy: { (property: string, data: unknown[]): boolean; errors?: Partial<ErrorObject>[] } = (
  property,
  data,
) => {
  const values = data.map((item) =>
    item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[property] : undefined,
  );
  const ordered = values.every((value, index) => {
    const before = values[index - 1];
    return typeof value !== 'number' || typeof before !== 'number' || value < before;
  });
  descendingBy.errors = ordered ? [] : [{ keyword: 'descendingBy', message: 'is not in order', params: {} }];
  return ordered;
};

/** The string transforms the `transform` keyword knows, applied in order before the other rules. */
const TRANSFORMS = {
  trim: (text: string) => text.trim(),
  toLowerCase: (text: string) => text.toLowerCase(),
  toUpperCase: (text: string) => text.toUpperCase(),
  toHttpsOrigin,
} as const;
export const STRING_TRANSFORMS = Object.keys(TRANSFORMS) as StringTransform[];
export type StringTransform = keyof typeof TRANSFORMS;

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
  });
  addFormats(ajv);
  // A username no page of the shell takes (user.ts RESERVED_USERNAMES).
  ajv.addFormat('unreserved-username', {
    type: 'string',
    validate: (value: string) => !(RESERVED_USERNAMES as readonly string[]).includes(value),
  });
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
        const transform = gen.scopeValue('func', { ref: TRANSFORMS[name] });
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
    errors: true,
    validate: descendingBy,
  });
  return ajv;
}
