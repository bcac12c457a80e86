import type { TeamInvitationLinkResource, TeamInvitationResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { TeamInvitation } from '../models/team-invitation.ts';

/** An invitation as the team's managers see it in the members screen. */
export function presentTeamInvitation(invitation: TeamInvitation): TeamInvitationResource {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: invitation.currentStatus(),
    sentAt: isoDate(invitation.sentAt),
    expiresAt: isoDate(invitation.expiresAt),
    createdAt: isoDate(invitation.createdAt),
  };
}

/** What the mailed link shows: loaded with `[tenant, inviter]`. */
export function presentTeamInvitationLink(invitation: TeamInvitation): TeamInvitationLinkResource {
  const tenant = invitation.tenant;
  if (!tenant) throw new Error('presentTeamInvitationLink() needs the invitation with its tenant');
  return {
    team: { name: tenant.name, slug: tenant.slug },
    email: invitation.email,
    role: invitation.role,
    status: invitation.currentStatus(),
    inviter: invitation.inviter?.username ?? null,
    expiresAt: isoDate(invitation.expiresAt),
  };
}
