import type { JSONSchema } from 'json-schema-to-ts';
import type { Middleware } from 'koa';
import type { RouteContext } from './app-context.ts';
import { assertPresented } from './presenter.ts';
import { transaction } from './transaction.ts';
import { type InputOf, type RequestSchemas, validate } from './validate.ts';

/** Methods a route can answer. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Error statuses a route may answer besides 422 (validation) and 500, listed in its OpenAPI entry. */
export type DocumentedErrorStatus = 400 | 401 | 403 | 404 | 409 | 419 | 429;

/** A route as its author writes it: documentation, then the chain in the order it runs. */
export interface RouteDefinition<S extends RequestSchemas, WithTrx extends boolean> {
  method: HttpMethod;
  /** Path under /v1, in @koa/router syntax: `/tenants/:id`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  /** OpenAPI tags: the resource's name ('Tenants'). */
  tags: string[];
  /**
   * Answers by status, as contract schemas (`{ 200: dataEnvelope(tenantSchema) }`; null for no body).
   * Error answers with the standard bodies go in `errors`.
   */
  responses: Partial<Record<number, JSONSchema | null>>;
  /** Error statuses the route can answer, for the document (422, 500 and 503 are added by themselves). */
  errors?: DocumentedErrorStatus[];
  /** 1. Middleware that runs before input is read: authenticate(), tenant(). */
  before?: Middleware[];
  /** 2. validate(): the contract of params, query and body; fills ctx.state.input. */
  request?: S;
  /** 3. Middleware that runs on validated input, before the transaction: authorize(...). */
  authorize?: Middleware[];
  /** 4. transaction(): run the handler in a transaction on ctx.state.trx. */
  transaction?: WithTrx;
  /** Status of a successful answer; default 200 (201 for a create). */
  status?: number;
  /**
   * 5. The handler: reads ctx.state.input, works, and returns the body through a presenter
   * (`present(tenant, presentTenant)`), or nothing for 204. It never re-checks input. A handler that must
   * answer another status with a body (register-using-otp's 201) sets ctx.status before returning.
   */
  handler: (ctx: RouteContext<InputOf<S>, WithTrx>) => Promise<unknown>;
}

/** A route with its chain assembled: what the router mounts and the OpenAPI document reads. */
export interface Route {
  method: HttpMethod;
  path: string;
  summary: string;
  description: string | undefined;
  tags: string[];
  request: RequestSchemas;
  responses: Partial<Record<number, JSONSchema | null>>;
  errors: DocumentedErrorStatus[];
  /** before → validate → authorize → transaction → handler (and presenter check). */
  chain: Middleware[];
}

/**
 * Declares a route. The handler's `ctx.state.input` is typed from the request schemas and `ctx.state.trx`
 * exists when `transaction: true`; the chain always runs in the order of STYLE.md habit 2:
 * authenticate → tenant → validate → authorize → transaction → handler → presenter.
 * Mount routes by listing them in a module (modules/index.ts); the same declaration feeds the OpenAPI
 * document, so documentation cannot drift from what is served.
 */
export function defineRoute<
  const S extends RequestSchemas = Record<never, never>,
  WithTrx extends boolean = false,
>(definition: RouteDefinition<S, WithTrx>): Route {
  const name = `${definition.method.toUpperCase()} ${definition.path}`;
  const handler: Middleware = async (ctx) => {
    const body = await definition.handler(ctx as unknown as RouteContext<InputOf<S>, WithTrx>);
    if (body === undefined) {
      if (ctx.body === undefined) ctx.status = 204;
      return;
    }
    assertPresented(body, name);
    // Koa's status is 404 until someone sets one: a status the handler chose wins over the default.
    const chosen = ctx.status;
    // Serialised here, once: with an object body Koa stringifies it for the compression threshold's
    // Content-Length and again to send it.
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(body);
    ctx.status = chosen !== 404 ? chosen : (definition.status ?? 200);
  };
  const request = definition.request ?? {};
  return {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    description: definition.description,
    tags: definition.tags,
    request,
    responses: definition.responses,
    errors: definition.errors ?? [],
    chain: [
      ...(definition.before ?? []),
      validate(request),
      ...(definition.authorize ?? []),
      ...(definition.transaction ? [transaction()] : []),
      handler,
    ],
  };
}
