import type { Actor } from './actor.ts';
import { tenantPolicy } from './tenant-policy.ts';

/**
 * Who manages a team's webhooks (issue 39, docs/decisions/0119-webhooks.md): its owners and admins, as for
 * every change of the team, and the platform. An endpoint sends the team's bookings, payments and
 * applicants to an address of its choosing, so a member who only coaches or recruits may not name one.
 */
export const webhookPolicy = {
  /** Register, read, change and delete endpoints, read their deliveries. */
  manage: (actor: Actor, tenant: { id: string }): boolean => tenantPolicy.update(actor, tenant),
  /** Send a delivery again, or a test event: only to an endpoint that is enabled (422 otherwise). */
  redeliver: (actor: Actor, tenant: { id: string }, endpoint: { enabled: boolean }): boolean =>
    webhookPolicy.manage(actor, tenant) && endpoint.enabled,
};
