import type { Actor } from './actor.ts';
import { cataloguePolicy } from './catalogue-policy.ts';
import { tenantPolicy } from './tenant-policy.ts';

/**
 * Who sets a workshop's booking questions (issue 35, item 4): its coach, and the team's owners and admins,
 * who answer for what the team's booking pages ask of buyers (as they do for the team's promo codes).
 */
export const bookingQuestionPolicy = {
  manage: (actor: Actor, workshop: { tenantId: string; coachId: string }): boolean =>
    tenantPolicy.update(actor, { id: workshop.tenantId }) ||
    cataloguePolicy.manage(actor, workshop.tenantId, workshop.coachId),
};
