import { promoCodeListQuerySchema, promoCodeListSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { promoCodePolicy } from '../../policies/promo-code-policy.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { listCodes } from './code-reads.ts';

/**
 * GET /v1/t/promo-codes?workshopId=: the team's live codes with their redemptions and revenue, newest
 * first; with workshopId, that workshop's and the team's that apply to it. Owners and admins see every
 * code; a coach their workshops' and the team's (promo-code-policy.ts).
 */
export const listPromoCodes = defineRoute({
  method: 'get',
  path: '/t/promo-codes',
  summary: 'Promo codes of the current tenant',
  tags: ['Promo codes'],
  before: [authenticate(), currentTenant()],
  request: { query: promoCodeListQuerySchema },
  responses: { 200: promoCodeListSchema },
  errors: [400, 401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const actor = await actorOf(ctx, trx);
    const scope = promoCodePolicy.list(actor, tenant.id);
    authorize(scope !== false);
    const { workshopId } = ctx.state.input.query;
    return { data: await listCodes(trx, actor, tenant.id, { workshopId, coached: scope === 'coached' }) };
  },
});
