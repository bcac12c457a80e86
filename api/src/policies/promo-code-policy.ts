import type { Actor } from './actor.ts';
import { cataloguePolicy } from './catalogue-policy.ts';
import { tenantPolicy } from './tenant-policy.ts';

/**
 * Who makes and removes a team's promo codes (issue 34): a workshop's codes are its coach's and the team's
 * owners' and admins'; codes for every workshop of the team are the owners' and admins' alone. A coach
 * of the team sees the team's codes beside their own (they apply to their workshops too).
 */
export const promoCodePolicy = {
  manageTeamCodes: (actor: Actor, tenantId: string): boolean => tenantPolicy.update(actor, { id: tenantId }),
  manage: (actor: Actor, tenantId: string, workshop: { coachId: string } | null): boolean =>
    promoCodePolicy.manageTeamCodes(actor, tenantId) ||
    (workshop !== null && cataloguePolicy.manage(actor, tenantId, workshop.coachId)),
  /** List: every code of the team for its managers; a coach's own workshops' and the team's for a coach. */
  list: (actor: Actor, tenantId: string): 'all' | 'coached' | false =>
    promoCodePolicy.manageTeamCodes(actor, tenantId)
      ? 'all'
      : cataloguePolicy.create(actor, tenantId)
        ? 'coached'
        : false,
};
