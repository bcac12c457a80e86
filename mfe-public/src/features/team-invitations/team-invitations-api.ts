import type { One, TeamInvitationAccepted, TeamInvitationLinkResource } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

const path = (token: string) => `/team-invitations/${encodeURIComponent(token)}` as const;

/**
 * GET /v1/team-invitations/{token}: what the mailed link offers. An unknown link (never sent, sent again
 * since, or cancelled) is a 404 the page says in place, so no toast; the route counts against the sign-in
 * rate limit, so it is not read again whenever the tab regains focus.
 */
export function useTeamInvitation(token: string) {
  return useApi<One<TeamInvitationLinkResource>>(path(token), undefined, {
    notify: false,
    revalidateOnFocus: false,
  });
}

/**
 * POST /v1/team-invitations/accept: the signed-in account (with the invited email) joins the team; a
 * guest whose address has no account is signed up and in (the answer carries the user); one whose address
 * has an account gets a 401 and signs in on the page first. Quiet: the page says every refusal itself.
 * The invitation (accepted now) changes.
 */
export function acceptTeamInvitation(token: string) {
  return api.post<TeamInvitationAccepted>(
    '/team-invitations/accept',
    { invitation_token: token },
    { quiet: true, revalidates: [path(token)] },
  );
}
