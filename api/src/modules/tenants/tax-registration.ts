import {
  dataEnvelope,
  TAX_MESSAGES,
  type TaxRegistrationResource,
  taxRegistrationSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Tenant } from '../../models/tenant.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTaxRegistration } from '../../presenters/present-tax-registration.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';

/**
 * GET /v1/t/tax-registration: where the X-Team team is registered for tax and the rates it charges, for
 * its members (docs/decisions/0101-taxes.md).
 */
export const showTaxRegistration = defineRoute({
  method: 'get',
  path: '/t/tax-registration',
  summary: "The current tenant's registration for tax",
  tags: ['Tenants'],
  before: [authenticate(), currentTenant()],
  responses: { 200: dataEnvelope(taxRegistrationSchema) },
  errors: [400, 401, 403],
  handler: async (ctx) => {
    const tenant = tenantOf(ctx);
    authorize(tenantPolicy.view(await actorOf(ctx, ctx.knex), tenant));
    const stored = await Tenant.query(ctx.knex).findById(tenant.id).select('taxRegistration');
    return { data: presentTaxRegistration(stored?.taxRegistration ?? {}) };
  },
});

/** A registration as sent, checked beyond its schema: a tax ID and rates belong to a country. */
function storedRegistration(body: TaxRegistrationResource) {
  const errors: Record<string, string[]> = {};
  if (!body.country && body.taxId) errors.taxId = [TAX_MESSAGES.taxIdNeedsCountry];
  if (!body.country && (body.defaultRate !== null || body.rates.length > 0))
    errors.defaultRate = [TAX_MESSAGES.ratesNeedCountry];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    country: body.country,
    taxId: body.taxId || null,
    pricesIncludeTax: body.pricesIncludeTax,
    defaultRate: body.defaultRate,
    rates: Object.fromEntries(body.rates.map((rate) => [rate.country, rate.ratePercent])),
  };
}

/**
 * PUT /v1/t/tax-registration: the team's owners and admins say where it is registered and what it
 * charges. New bookings are priced by it; those held already keep the tax they were priced with.
 */
export const updateTaxRegistration = defineRoute({
  method: 'put',
  path: '/t/tax-registration',
  summary: "Change the current tenant's registration for tax",
  tags: ['Tenants'],
  before: [authenticate(), currentTenant()],
  request: { body: taxRegistrationSchema },
  responses: { 200: dataEnvelope(taxRegistrationSchema) },
  errors: [400, 401, 403, 419],
  handler: async (ctx) => {
    const tenant = tenantOf(ctx);
    authorize(tenantPolicy.update(await actorOf(ctx, ctx.knex), tenant));
    const taxRegistration = storedRegistration(ctx.state.input.body);
    await Tenant.query(ctx.knex).findById(tenant.id).patch({ taxRegistration });
    return { data: presentTaxRegistration(taxRegistration) };
  },
});
