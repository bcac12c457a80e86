/**
 * The part of oidc-provider (v9, which ships no types) that the tests' provider uses
 * (test/oidc-provider.ts). Option names follow its documentation.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** A client registration (RFC 7591 metadata). */
  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
  }

  /** An end-user as findAccount answers it. */
  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  /** The client a token is issued to. */
  export interface Client {
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    /** Claims each scope releases. */
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[] };
    jwks?: { keys: object[] };
    ttl?: Record<string, number>;
    pkce?: { required?: (ctx: unknown, client: Client) => boolean };
    issueRefreshToken?: (ctx: unknown, client: Client) => boolean | Promise<boolean>;
    features?: { devInteractions?: { enabled: boolean } };
  }

  /** The provider is a Koa app: callback() serves it on a node:http server. */
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
