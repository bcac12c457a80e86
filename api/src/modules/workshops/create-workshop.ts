import {
  createWorkshopSchema,
  DEFAULT_CURRENCY,
  dataEnvelope,
  NO_PRICE_TIERS,
  workshopSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Workshop } from '../../models/workshop.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshopFor } from '../../presenters/present-workshop.ts';
import { storedTiers } from '../../pricing/price-tiers.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { assertCoachChoice } from '../../workshops/coach-choice.ts';
import { coverFields } from '../../workshops/cover-image.ts';
import { assertCapacityRange } from './capacity-range.ts';
import { findWorkshop } from './find-workshop.ts';
import { priceMinorOf } from './price-minor.ts';
import { uniqueSlug } from './unique-slug.ts';
import { replaceWorkshopTags } from './workshop-tags.ts';

/**
 * POST /v1/workshops: a coach creates a workshop of their own (coachId defaults to the caller); a
 * super-admin may create one for another coach of the tenant. The slug is made from the title when not
 * given; a taken explicit slug is a 422 from the unique index. `tagIds` labels it with existing tags.
 */
export const createWorkshop = defineRoute({
  method: 'post',
  path: '/workshops',
  summary: 'Create a workshop',
  tags: ['Workshops'],
  before: [authenticate(), currentTenant()],
  request: { body: createWorkshopSchema },
  responses: { 201: dataEnvelope(workshopSchema) },
  errors: [400, 401, 403, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenantId = tenantOf(ctx).id;
    const actor = await actorOf(ctx, trx);
    authorize(cataloguePolicy.create(actor, tenantId));
    const { price, coachId: requestedCoachId, slug, tagIds, priceTiers, ...fields } = ctx.state.input.body;
    const coachId = requestedCoachId ?? actor.user.id;
    await assertCoachChoice(trx, actor, tenantId, coachId);
    // The contract's defaults (1 and 20) are filled in by validation; the fallbacks only satisfy the type.
    assertCapacityRange(fields.minSeats ?? 1, fields.maxSeats ?? 20, fields.maxSeatsPerBooking);
    const currency = fields.currency ?? DEFAULT_CURRENCY;
    const priceMinor = priceMinorOf(price, currency);
    // Objection's *AndFetch re-reads outside the tenant scope (the scope guard refuses it): write, then read.
    const { id } = await Workshop.forTenant(tenantId, trx).insert({
      ...fields,
      ...(await coverFields(trx, actor, fields.image, ctx.config.appUrl)),
      coachId,
      slug: slug ?? (await uniqueSlug(Workshop, tenantId, trx, fields.title)),
      priceMinor,
      priceTiers: storedTiers(priceTiers ?? NO_PRICE_TIERS, {
        priceMinor,
        currency,
        maxSeats: fields.maxSeats ?? 20,
        maxSeatsPerBooking: fields.maxSeatsPerBooking ?? null,
      }),
    });
    if (tagIds) await replaceWorkshopTags(trx, tenantId, id, tagIds);
    return present(await findWorkshop(trx, tenantId, id, { withTags: true }), presentWorkshopFor(actor));
  },
});
