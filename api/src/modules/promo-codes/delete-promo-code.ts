import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { PromoCode } from '../../models/promo-code.ts';
import { Workshop } from '../../models/workshop.ts';
import { actorOf } from '../../policies/actor.ts';
import { promoCodePolicy } from '../../policies/promo-code-policy.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';

/**
 * DELETE /v1/t/promo-codes/:id: the code takes no new bookings (soft delete); the bookings that have it
 * keep their price. Its workshop's coach or the team's owners and admins; a team code, the latter.
 */
export const deletePromoCode = defineRoute({
  method: 'delete',
  path: '/t/promo-codes/:id',
  summary: 'Delete a promo code of the current tenant (soft)',
  tags: ['Promo codes'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: {
    load: async (ctx, db) => {
      const tenantId = tenantOf(ctx).id;
      const code = await PromoCode.forTenant(tenantId, db)
        .findById(ctx.state.input.params.id)
        .throwIfNotFound();
      const workshop = code.workshopId
        ? ((await Workshop.forTenant(tenantId, db).withDeleted().findById(code.workshopId)) ?? null)
        : null;
      return { code, workshop, actor: await actorOf(ctx, db) };
    },
    allow: ({ code, workshop, actor }) => promoCodePolicy.manage(actor, code.tenantId, workshop),
  },
  handler: async (ctx) => {
    const { code } = ctx.state.loaded;
    await PromoCode.forTenant(code.tenantId, ctx.state.trx).findById(code.id).softDelete();
  },
});
