/**
 * The type of partialSchema's result: `required` and `default` removed from the schema and, recursively,
 * from the schemas of its object properties (array items are kept whole).
 */
export type PartialSchema<S> = S extends readonly unknown[]
  ? S
  : S extends object
    ? {
        [K in keyof S as K extends 'required' | 'default' ? never : K]: K extends 'properties'
          ? { [P in keyof S[K]]: PartialSchema<S[K][P]> }
          : S[K];
      }
    : S;

/**
 * Derives an update schema from a create schema (SPEC.md §4: "every field optional on update"), so the
 * rules are written once. Nested objects become partial too: a settings card sends `{ profile:
 * { socialAccounts } }` alone. Array items stay whole (a social account still needs its url). Defaults go
 * as well: on update a missing field means "leave as it is", never "reset to the default".
 * `errorMessage.required` entries are dropped with the `required` they described.
 */
export function partialSchema<const S extends object>(schema: S): PartialSchema<S> {
  return makePartial(schema) as PartialSchema<S>;
}

function makePartial(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' || key === 'default') continue;
    if (key === 'properties' && value !== null && typeof value === 'object') {
      result[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, makePartial(sub)]));
    } else if (key === 'errorMessage' && value !== null && typeof value === 'object' && 'required' in value) {
      const { required: _dropped, ...rest } = value as Record<string, unknown>;
      if (Object.keys(rest).length > 0) result[key] = rest;
    } else {
      result[key] = value;
    }
  }
  return result;
}
