import { createValidator, type ErrorBag, mergeErrorBags, type Validator } from '@exceed/contract';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Middleware } from 'koa';
import { notFound, validationFailed } from '../errors.ts';
import type { RouteInput } from './app-context.ts';

/** The contract schemas of a route's input. Each is optional; an absent one leaves that part unchecked. */
export interface RequestSchemas {
  params?: JSONSchema;
  query?: JSONSchema;
  body?: JSONSchema;
}

type Part<S, K extends keyof RequestSchemas> = S extends { [P in K]: infer Schema extends JSONSchema }
  ? FromSchema<Schema>
  : K extends 'body'
    ? undefined
    : Record<string, string>;

/** The typed input validate() puts on `ctx.state.input`, derived from the schemas (never written by hand). */
export type InputOf<S extends RequestSchemas> = RouteInput<
  Part<S, 'params'>,
  Part<S, 'query'>,
  Part<S, 'body'>
>;

/**
 * Checks a request against its contract and fills `ctx.state.input` with the normalised values (defaults,
 * trims, coerced numbers), so handlers never re-check nor read ctx.request directly.
 * - path parameters that break their schema answer 404: the URL names nothing (a malformed id);
 * - query and body problems answer one 422 with every field's messages. Query strings and path
 *   parameters are coerced to the schema's types; JSON bodies are not.
 */
export function validate<const S extends RequestSchemas>(schemas: S): Middleware {
  const compile = (schema: JSONSchema | undefined, coerceTypes: boolean) =>
    schema === undefined ? undefined : createValidator<unknown>(schema, { coerceTypes, owned: coerceTypes });
  // Parameters and query are copied below (strings, or arrays of strings, that only this request reads);
  // the JSON body is cloned by its validator, as other middleware may read ctx.request.body.
  const params = compile(schemas.params, true);
  const query = compile(schemas.query, true);
  const body = compile(schemas.body, false);

  return (ctx, next) => {
    const input: RouteInput = {
      params: { ...(ctx.params as Record<string, string>) },
      query: { ...ctx.query },
      body: undefined,
    };
    if (params) {
      const result = params(input.params);
      if (!result.valid) throw notFound();
      input.params = result.data;
    }
    const errors: ErrorBag = {};
    const check = (
      validator: Validator<unknown> | undefined,
      value: unknown,
      assign: (v: unknown) => void,
    ) => {
      if (!validator) return;
      const result = validator(value);
      if (result.valid) assign(result.data);
      else mergeErrorBags(errors, result.errors);
    };
    check(query, input.query, (value) => {
      input.query = value;
    });
    check(body, ctx.request.body ?? {}, (value) => {
      input.body = value;
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    ctx.state.input = input;
    return next();
  };
}
