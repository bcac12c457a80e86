import { createPromoCodeSchema, dataEnvelope, PROMO_CODE_MESSAGES, promoCodeSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { PromoCode } from '../../models/promo-code.ts';
import { Workshop } from '../../models/workshop.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { promoCodePolicy } from '../../policies/promo-code-policy.ts';
import { presentPromoCode } from '../../presenters/present-promo-code.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { storedCode } from './promo-code-rules.ts';

/**
 * POST /v1/t/promo-codes: a code for one workshop of the X-Team team (its coach, the team's owners and
 * admins) or for all of them (workshopId null: owners and admins). 422 on code when the team has a live
 * code of that name, whatever its case.
 */
export const createPromoCode = defineRoute({
  method: 'post',
  path: '/t/promo-codes',
  summary: 'Create a promo code in the current tenant',
  tags: ['Promo codes'],
  before: [authenticate(), currentTenant()],
  request: { body: createPromoCodeSchema },
  responses: { 201: dataEnvelope(promoCodeSchema) },
  errors: [400, 401, 403, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const actor = await actorOf(ctx, trx);
    const body = ctx.state.input.body;
    const workshop = body.workshopId
      ? await Workshop.forTenant(tenant.id, trx).findById(body.workshopId)
      : null;
    if (body.workshopId && !workshop) {
      authorize(promoCodePolicy.list(actor, tenant.id) !== false);
      throw validationFailed({ workshopId: ['The selected workshop is invalid.'] });
    }
    authorize(promoCodePolicy.manage(actor, tenant.id, workshop ?? null));
    const columns = storedCode(body, workshop ?? null);
    const taken = () => validationFailed({ code: [PROMO_CODE_MESSAGES.taken] });
    if (await PromoCode.forTenant(tenant.id, trx).findOne({ code: columns.code })) throw taken();
    const code = await PromoCode.forTenant(tenant.id, trx)
      .insertAndFetch({ ...columns, workshopId: workshop?.id ?? null, createdBy: actor.user.id })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'promo_codes_code_unique') ? taken() : error;
      });
    return {
      data: presentPromoCode(code, {
        workshopTitle: workshop?.title ?? null,
        revenue: [],
        mayDelete: true,
      }),
    };
  },
});
