import type { TeamRole } from '@exceed/contract';
import type { Knex } from 'knex';
import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { AuthSession } from '../models/auth-session.ts';
import type { User } from '../models/user.ts';
import type { TraceIds } from './request-context.ts';

/**
 * What every request context carries, set once on `app.context` by createApp (services) or per request by
 * request-context.ts (id and logger). Declared on Koa's DefaultContext so every middleware sees the types.
 */
declare module 'koa' {
  interface DefaultContext {
    /** The validated configuration. */
    config: Config;
    /** The root knex. Inside a transaction() route use `ctx.state.trx` instead (PGlite has one connection). */
    knex: Knex;
    /** The id of this request (X-Request-Id), also on every line of `log`. */
    requestId: string;
    /** A pino logger bound to this request's id (and its trace's ids when traced). */
    log: Logger;
    /** The ids of this request's trace, when traces are exported. */
    traceIds?: TraceIds;
  }
}

/** The validated input of a route: its path parameters, query and body after the contract's rules ran. */
export interface RouteInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
}

/** State of a route with validated input (validate()) and, when it asked for one, a transaction. */
export interface RouteState<I extends RouteInput, WithTrx extends boolean> {
  input: I;
  trx: WithTrx extends true ? Knex.Transaction : undefined;
  /** The signed-in user, their session and team memberships, after authenticate() (auth/sessions.ts). */
  auth?: {
    user: User;
    session: AuthSession;
    memberships: ReadonlyArray<{ tenantId: string; role: TeamRole }>;
  };
}

/** The context a route handler receives. */
export type RouteContext<
  I extends RouteInput = RouteInput,
  WithTrx extends boolean = false,
> = ParameterizedContext<RouteState<I, WithTrx>> & { params: Record<string, string> };
