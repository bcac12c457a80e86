import type { MemberStatus, TeamRole } from '@exceed/contract';
import type { TenantMember } from '../models/tenant-member.ts';
import type { Actor } from './actor.ts';

/** The team roles that run a team: change it and manage its members (docs/decisions/0048-team-roles.md). */
const MANAGERS: ReadonlySet<TeamRole> = new Set(['owner', 'admin']);

const roleIn = (actor: Actor, tenant: { id: string }) => actor.teamRoles.get(tenant.id);
const isOwner = (actor: Actor, tenant: { id: string }) =>
  actor.superAdmin || roleIn(actor, tenant) === 'owner';
const manages = (actor: Actor, tenant: { id: string }) => {
  const role = roleIn(actor, tenant);
  return actor.superAdmin || (role !== undefined && MANAGERS.has(role));
};

/** The fields of a team only the platform changes: the plan is billing. */
const PLATFORM_FIELDS: ReadonlySet<string> = new Set(['plan']);

/**
 * Who may do what to tenants (Teams) and their members, by team role (docs/decisions/0048-team-roles.md):
 * every ACTIVE member sees the team and its members; owners and admins change the team and manage members;
 * only owners make, unmake, suspend or remove owners; any member may leave; the plan is the platform's
 * (super-admin) alone; removing and restoring a team is an administrator's act. The last owner rule is
 * not a matter of who asks but of what is left: leavesAnOwner below. What a caller may do, as the API
 * answers it with a team and its members: team-abilities.ts.
 */
export const tenantPolicy = {
  view: (actor: Actor, tenant: { id: string }) => actor.superAdmin || actor.activeTenantIds.has(tenant.id),
  /** Anyone signed in may start a team and becomes its owner. */
  create: (_actor: Actor) => true,
  update: manages,
  /** Whether the actor may change this field of a team they may update. */
  changeField: (actor: Actor, field: string) => actor.superAdmin || !PLATFORM_FIELDS.has(field),
  delete: (actor: Actor) => actor.superAdmin,
  restore: (actor: Actor) => actor.superAdmin,
  viewMembers: (actor: Actor, tenant: { id: string }) => tenantPolicy.view(actor, tenant),
  /** A change of a member's role or status: owners are an owner's business, the rest a manager's. */
  updateMember: (
    actor: Actor,
    tenant: { id: string },
    member: Pick<TenantMember, 'role'>,
    change: { role?: TeamRole | undefined },
  ) => (member.role === 'owner' || change.role === 'owner' ? isOwner(actor, tenant) : manages(actor, tenant)),
  /** Removing a member: anyone may leave; an owner is removed by an owner, anyone else by a manager. */
  removeMember: (actor: Actor, tenant: { id: string }, member: Pick<TenantMember, 'role' | 'userId'>) =>
    member.userId === actor.user.id ||
    (member.role === 'owner' ? isOwner(actor, tenant) : manages(actor, tenant)),
  /** Seeing the team's open invitations: its managers, who send them. */
  viewInvitations: manages,
  /** Inviting someone, or resending or cancelling their invitation: as for making them a member of that role. */
  invite: (actor: Actor, tenant: { id: string }, role: TeamRole) =>
    role === 'owner' ? isOwner(actor, tenant) : manages(actor, tenant),
  /**
   * Working in a team through X-Team (tenancy/current-tenant.ts), once one may see it: a suspended team's
   * members may not until the platform reactivates it; a super-admin may.
   */
  workIn: (actor: Actor, tenant: { suspendedAt: Date | null }) => actor.superAdmin || !tenant.suspendedAt,
};

/** A membership as the team rules below weigh it: its role and status. */
type Membership = Pick<TenantMember, 'role' | 'status'>;

const activeOwner = (state: Membership | null) => state?.role === 'owner' && state.status === 'ACTIVE';

/**
 * Whether a change leaves the team an ACTIVE owner (docs/decisions/0048-team-roles.md): `after` is the
 * member's role and status after it, or null when they leave or are removed; `otherOwners` counts the
 * team's other ACTIVE owners (whose accounts are not deleted). Who asks does not matter: this is what is
 * left. The routes check it under the team's lock (modules/tenants/team-members.ts keepAnOwner).
 */
export const leavesAnOwner = (member: Membership, after: Membership | null, otherOwners: number) =>
  !activeOwner(member) || activeOwner(after) || otherOwners > 0;

/**
 * Whether a status may be set on a member: an invited (PENDING) member joins by accepting their
 * invitation, so no one else moves them out of PENDING.
 */
export const statusSettable = (member: { status: MemberStatus }, status: MemberStatus) =>
  status === member.status || member.status !== 'PENDING';
