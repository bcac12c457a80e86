import type {
  CreateTeamInvitationInput,
  One,
  Page,
  TeamInvitationResource,
  TeamMemberResource,
  UpdateTeamMemberInput,
} from '@exceed/contract';
import { api, useApi, type WriteOptions } from '@exceed/session';

/* Every read and write of the members screen. */

const membersPath = (teamId: string) => `/tenants/${teamId}/members` as const;
const invitationsPath = '/t/invitations';

/** A write of an invitation changes the list of open invitations alone (accepted, it is a member). */
const changesInvitations: WriteOptions = { revalidates: [invitationsPath] };

/** GET /v1/tenants/{id}/members: the team's members of every status, searched, a page at a time. */
export function useTeamMembers(
  teamId: string | undefined,
  query: { q?: string; page: number; perPage: number },
) {
  return useApi<Page<TeamMemberResource>>(teamId ? membersPath(teamId) : null, query);
}

/** PATCH /v1/tenants/{id}/members/{userId}: a member's role, or suspend (SUSPENDED) and reactivate (ACTIVE). */
export function updateTeamMember(teamId: string, userId: string, body: UpdateTeamMemberInput) {
  return api.patch<One<TeamMemberResource>>(`${membersPath(teamId)}/${userId}`, body, {
    revalidates: [membersPath(teamId)],
  });
}

/** DELETE /v1/tenants/{id}/members/{userId}: removes a member (or the caller leaves). */
export function removeTeamMember(teamId: string, userId: string) {
  return api.delete<void>(`${membersPath(teamId)}/${userId}`, { revalidates: [membersPath(teamId)] });
}

/** GET /v1/t/invitations: the team's invitations not yet accepted (its managers only: `null` waits). */
export function useTeamInvitations(enabled: boolean, page: number, perPage: number) {
  return useApi<Page<TeamInvitationResource>>(enabled ? invitationsPath : null, { page, perPage });
}

/** POST /v1/t/invitations: invites an email with a role; the API mails the link. */
export function inviteToTeam(body: CreateTeamInvitationInput) {
  return api.post<One<TeamInvitationResource>>(invitationsPath, body, changesInvitations);
}

/** POST /v1/t/invitations/{id}/resend: mails a fresh link (the old one stops working). */
export function resendTeamInvitation(id: string) {
  return api.post<One<TeamInvitationResource>>(
    `${invitationsPath}/${id}/resend`,
    undefined,
    changesInvitations,
  );
}

/** DELETE /v1/t/invitations/{id}: cancels an invitation. */
export function cancelTeamInvitation(id: string) {
  return api.delete<void>(`${invitationsPath}/${id}`, changesInvitations);
}
