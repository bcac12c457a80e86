import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import { forbidden, HttpError } from '../errors.ts';
import type { Tenant as TenantModel } from '../models/tenant.ts';
import { Tenant } from '../models/tenant.ts';
import { actorOf } from '../policies/actor.ts';
import { tenantPolicy } from '../policies/tenant-policy.ts';

declare module 'koa' {
  interface DefaultState {
    /** The tenant of the request (X-Team), set by currentTenant(). */
    tenant?: TenantModel;
  }
}

/** Why a member of a suspended team is refused. */
export const TEAM_SUSPENDED_MESSAGE = 'This team is suspended.';

/** The header naming the current tenant by slug (DESIGN.md "Tenancy"). */
export const TEAM_HEADER = 'x-team';

/**
 * Route step after authenticate(): resolves the tenant the X-Team header names (default: the user's
 * defaultTenantSlug) and lets the request through only for an ACTIVE member of it, or a super-admin.
 * An unknown slug and a tenant the user is not an ACTIVE member of get the same 403, so slugs of other
 * teams cannot be probed. A suspended team refuses its members (403). Without any tenant to go on: 400.
 */
export function currentTenant(): Middleware {
  return async (ctx, next) => {
    await resolveTenant(ctx, ctx.knex);
    await next();
  };
}

/**
 * currentTenant()'s check, for a route where the tenant is optional (it depends on the query). Inside a
 * transaction pass the transaction (PGlite has one connection).
 */
export async function resolveTenant(ctx: Context, knex: Knex): Promise<TenantModel> {
  const actor = await actorOf(ctx, knex);
  const slug = ctx.get(TEAM_HEADER).trim() || actor.user.defaultTenantSlug;
  if (!slug) throw new HttpError(400, 'team_required', 'Choose a team: send the X-Team header.');
  const tenant = await Tenant.query(knex).modify('bySlug', slug).first();
  if (!tenant || !tenantPolicy.view(actor, tenant)) throw forbidden();
  // A suspended team's members cannot act in it until the platform reactivates it.
  if (!tenantPolicy.workIn(actor, tenant)) throw forbidden(TEAM_SUSPENDED_MESSAGE);
  ctx.state.tenant = tenant;
  return tenant;
}

/** The tenant of a route behind currentTenant(). */
export function tenantOf(ctx: Context): TenantModel {
  const tenant = ctx.state.tenant;
  if (!tenant) throw new Error('tenantOf() outside currentTenant()');
  return tenant;
}
