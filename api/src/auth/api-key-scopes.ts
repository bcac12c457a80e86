import { API_KEY_MESSAGES, type ApiKeyArea, type ApiKeyScope } from '@exceed/contract';
import type { Middleware } from 'koa';
import { forbidden } from '../errors.ts';
import { rateLimit } from '../rate-limit/rate-limit.ts';

/**
 * What an API key needs to call a route: nothing more than anyone (`open`: the public marketplace and
 * health, which answer without sign-in), a scope, or never (`refused`: signing in, sessions, passkeys,
 * second factors, the keys themselves and the platform's administration, so a leaked key can neither
 * mint another, lock its owner out, nor act as a super-admin).
 */
export type ApiKeyAccess = { kind: 'open' } | { kind: 'refused' } | { kind: 'scope'; scope: ApiKeyScope };

/**
 * The part of the API each OpenAPI tag belongs to. A tag missing here (a test's own route) is refused to
 * keys: no route becomes reachable by key unless someone says which scope it takes.
 */
const AREA_OF_TAG: Readonly<Record<string, ApiKeyArea | 'open' | 'refused'>> = {
  Bookings: 'bookings',
  'Booking seats': 'bookings',
  Waitlist: 'bookings',
  'Seat ledger': 'bookings',
  Feedbacks: 'bookings',
  Certificates: 'bookings',
  Workshops: 'workshops',
  'Workshop schedules': 'workshops',
  'Workshop resources': 'workshops',
  'Workshop templates': 'workshops',
  'Booking questions': 'workshops',
  'Promo codes': 'workshops',
  Calendar: 'workshops',
  Payments: 'payments',
  'Payout ledger': 'payments',
  Tenants: 'team',
  'Team invitations': 'team',
  Groups: 'team',
  Announcements: 'team',
  Dashboard: 'team',
  'Job postings': 'jobs',
  Webhooks: 'webhooks',
  Users: 'account',
  Notifications: 'account',
  Files: 'account',
  Public: 'open',
  Health: 'open',
  Tags: 'open',
  Auth: 'refused',
  Session: 'refused',
  Passkeys: 'refused',
  Multiplai: 'refused',
  'API keys': 'refused',
  Admin: 'refused',
  Roles: 'refused',
  Permissions: 'refused',
  'Coach applications': 'account',
  Documentation: 'open',
};

/** Whether a tag has an area here: api-keys.test.ts holds every mounted route's first tag to it. */
export const isClassifiedTag = (tag: string): boolean => tag in AREA_OF_TAG;

/** The access a route's first tag gives, read for a GET as `:read` and for any other method as `:write`. */
export function apiKeyAccessOf(tags: readonly string[], method: string): ApiKeyAccess {
  const area = AREA_OF_TAG[tags[0] ?? ''] ?? 'refused';
  if (area === 'open' || area === 'refused') return { kind: area };
  return { kind: 'scope', scope: `${area}:${method === 'get' ? 'read' : 'write'}` };
}

const perKey = rateLimit({
  name: 'api-key',
  max: (config) => config.apiKeyRequestsPerMinute,
  windowMs: 60_000,
  key: (ctx) => ctx.state.auth?.apiKey?.id,
});

/**
 * Route step after authentication: a request signed by an API key counts against the key's own limit,
 * then is refused (403, naming what is missing) unless the key may call this route. Requests signed in
 * any other way pass untouched.
 */
export function apiKeyGuard(access: ApiKeyAccess): Middleware {
  return async (ctx, next) => {
    const apiKey = ctx.state.auth?.apiKey;
    if (!apiKey) return next();
    return perKey(ctx, async () => {
      if (access.kind === 'refused') throw forbidden(API_KEY_MESSAGES.notForKeys);
      if (access.kind === 'scope' && !apiKey.scopes.includes(access.scope)) {
        throw forbidden(API_KEY_MESSAGES.missingScope(access.scope));
      }
      await next();
    });
  };
}
