import type { JSONSchema } from 'json-schema-to-ts';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { type ApiKeyAccess, apiKeyAccessOf, apiKeyGuard } from '../auth/api-key-scopes.ts';
import { forbidden } from '../errors.ts';
import type { RouteContext, RouteInput } from './app-context.ts';
import { assertPresented } from './presenter.ts';
import { transaction } from './transaction.ts';
import { type InputOf, type RequestSchemas, validate } from './validate.ts';

/** Methods a route can answer. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Error statuses a route may answer besides 422 (validation) and 500, listed in its OpenAPI entry. */
export type DocumentedErrorStatus = 400 | 401 | 403 | 404 | 409 | 419 | 429;

/**
 * The declared authorization step of a route that acts on one record: `load` finds it with the caller's
 * parts in it (404 when there is none, or when it is not the caller's to know), then `allow` is the
 * policy on what was loaded and the validated input (403 when it says no, with `because` as the message
 * when the caller can do something about it). The handler gets what was loaded as `ctx.state.loaded`.
 * The step runs in the route's transaction when it has one (so a record loaded under its lock is the one
 * the handler changes), else on the root knex.
 */
export interface RouteAccess<I extends RouteInput, L> {
  load: (ctx: RouteContext<I>, db: Knex) => Promise<L>;
  allow: (loaded: L, input: I) => boolean;
  because?: (loaded: L) => string;
}

/** A route as its author writes it: documentation, then the chain in the order it runs. */
export interface RouteDefinition<S extends RequestSchemas, WithTrx extends boolean, L> {
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
  /**
   * What an API key needs to call the route, when its first tag's area (auth/api-key-scopes.ts) is not
   * the right answer.
   */
  apiKeyAccess?: ApiKeyAccess;
  /** 2. validate(): the contract of params, query and body; fills ctx.state.input. */
  request?: S;
  /**
   * 3. Guards of the request itself on validated input, before any record is read: rate limits
   * (rateLimit) and re-authentication (reauthenticate).
   */
  guards?: Middleware[];
  /** 4. transaction(): run the rest of the chain in a transaction on ctx.state.trx. */
  transaction?: WithTrx;
  /**
   * 5. The declared authorization step: load the route's record and run its policy (RouteAccess). Its
   * input type is not inferred from it (NoInfer): `request` decides it, and a step shared by several
   * routes (modules/workshops/workshop-access.ts) names only the part of the input it reads.
   */
  access?: RouteAccess<NoInfer<InputOf<S>>, L>;
  /** Status of a successful answer; default 200 (201 for a create). */
  status?: number;
  /**
   * 6. The handler: reads ctx.state.input, works, and returns the body through a presenter
   * (`present(tenant, presentTenant)`), or nothing for 204. It never re-checks input. A handler that must
   * answer another status with a body (register-using-otp's 201) sets ctx.status before returning.
   */
  handler: (ctx: AccessContext<InputOf<S>, WithTrx, L>) => Promise<unknown>;
}

/** A handler's context: the route's context, with the record its access step loaded. */
export type AccessContext<I extends RouteInput, WithTrx extends boolean, L> = RouteContext<I, WithTrx> & {
  state: { loaded: L };
};

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
  /** What an API key needs to call it (the OpenAPI document lists it as the operation's scope). */
  apiKeyAccess: ApiKeyAccess;
  /** before → API key guard → validate → guards → transaction → access → handler (and presenter check). */
  chain: Middleware[];
}

/**
 * Declares a route. The handler's `ctx.state.input` is typed from the request schemas and `ctx.state.trx`
 * exists when `transaction: true`; the chain always runs in one order (STYLE.md habit 2):
 * authenticate → tenant → API key's scope → validate → guards → transaction → access (load the record, run its policy)
 * → handler → presenter.
 * Mount routes by listing them in a module (modules/index.ts); the same declaration feeds the OpenAPI
 * document, so documentation cannot drift from what is served.
 */
export function defineRoute<
  const S extends RequestSchemas = Record<never, never>,
  WithTrx extends boolean = false,
  L = undefined,
>(definition: RouteDefinition<S, WithTrx, L>): Route {
  const name = `${definition.method.toUpperCase()} ${definition.path}`;
  const handler: Middleware = async (ctx) => {
    const body = await definition.handler(ctx as unknown as AccessContext<InputOf<S>, WithTrx, L>);
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
  const apiKeyAccess = definition.apiKeyAccess ?? apiKeyAccessOf(definition.tags, definition.method);
  return {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    description: definition.description,
    tags: definition.tags,
    request,
    responses: definition.responses,
    errors: definition.errors ?? [],
    apiKeyAccess,
    chain: [
      ...(definition.before ?? []),
      apiKeyGuard(apiKeyAccess),
      validate(request),
      ...(definition.guards ?? []),
      ...(definition.transaction ? [transaction()] : []),
      ...(definition.access ? [accessStep(definition.access)] : []),
      handler,
    ],
  };
}

/** The access step as middleware: load, then 403 unless the policy allows; the record on ctx.state.loaded. */
function accessStep<I extends RouteInput, L>(access: RouteAccess<I, L>): Middleware {
  return async (ctx, next) => {
    const route = ctx as unknown as RouteContext<I, boolean>;
    const loaded = await access.load(route, route.state.trx ?? ctx.knex);
    if (!access.allow(loaded, route.state.input)) throw forbidden(access.because?.(loaded));
    ctx.state.loaded = loaded;
    await next();
  };
}
