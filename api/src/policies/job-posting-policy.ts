import type { TeamRole } from '@exceed/contract';
import type { Actor } from './actor.ts';

/** Team roles that manage every posting of their team. */
const TEAM_RUNNERS: ReadonlySet<TeamRole> = new Set(['owner', 'admin']);

/** Team roles that hire: they see the team's postings and write new ones (issue 21: owners, admins, recruiters). */
const HIRERS: ReadonlySet<TeamRole> = new Set(['owner', 'admin', 'recruiter']);

const hires = (actor: Actor, tenantId: string) =>
  actor.superAdmin || HIRERS.has(actor.teamRoles.get(tenantId) ?? 'member');

/** What a job-posting rule needs to know of a posting: its team, its creator and its recruiters. */
export interface ManagedJobPosting {
  tenantId: string;
  createdBy: string | null;
  recruiterIds: readonly string[];
}

/**
 * Who may do what to a tenant's job postings. The tenant is the request's (X-Team, checked by
 * currentTenant()), so every rule here is within one tenant:
 * - the team's owners, admins and recruiters (ACTIVE) read its postings and may create one (becoming its
 *   creator); other members do not hire and see none;
 * - the creator and the recruiters named on a posting manage it (update, delete, restore): recruiting is
 *   shared work, and naming a colleague a recruiter is how the creator hands a posting over;
 * - the team's owners and admins manage every posting of the team: they run the team, and a posting
 *   whose creator left must not be stranded;
 * - a super-admin may do everything.
 * That recruiters are ACTIVE members of the team is a rule on the input (422), checked by the module.
 */
export const jobPostingPolicy = {
  view: hires,
  /** One posting: the team's hirers, and the people it names (its creator and recruiters), whatever their role. */
  viewPosting: (actor: Actor, posting: ManagedJobPosting) =>
    hires(actor, posting.tenantId) || jobPostingPolicy.manage(actor, posting),
  create: hires,
  /** Update, delete or restore one posting. */
  manage: (actor: Actor, posting: ManagedJobPosting) =>
    actor.superAdmin ||
    // Membership is checked too: a creator or recruiter who left the team loses the posting with it.
    (actor.activeTenantIds.has(posting.tenantId) &&
      (TEAM_RUNNERS.has(actor.teamRoles.get(posting.tenantId) ?? 'member') ||
        posting.createdBy === actor.user.id ||
        posting.recruiterIds.includes(actor.user.id))),
};
