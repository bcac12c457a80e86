import type { TeamInvitationLinkResource } from '@exceed/contract';
import { Card, EmptyState, formatEnum, LoadError, Skeleton } from '@exceed/design-system';
import { statusOf } from '@exceed/session';
import { useParams } from 'react-router';
import { PageFrame } from '../../lib/page-frame.tsx';
import { TeamInvitationJoin } from './team-invitation-join.tsx';
import { noticeOf, type TeamInvitationNotice, UNKNOWN_TEAM_INVITATION } from './team-invitation-notice.ts';
import { useTeamInvitation } from './team-invitations-api.ts';
import './team-invitation.css';

function Notice({ notice }: { notice: TeamInvitationNotice }) {
  return <EmptyState role="status" title={notice.title} description={notice.description} />;
}

function Invitation({ token, invitation }: { token: string; invitation: TeamInvitationLinkResource }) {
  const notice = noticeOf(invitation);
  return (
    <div className="team-invitation">
      <Card asChild>
        <section aria-labelledby="team-invitation-team">
          <Card.Header>
            <Card.Title as="h2" id="team-invitation-team">
              {invitation.team.name}
            </Card.Title>
            <Card.Description>
              {invitation.inviter ?? 'Someone'} invited <strong>{invitation.email}</strong> to join this team
              as {formatEnum(invitation.role).toLowerCase()}.
            </Card.Description>
          </Card.Header>
        </section>
      </Card>
      {notice ? <Notice notice={notice} /> : <TeamInvitationJoin token={token} invitation={invitation} />}
    </div>
  );
}

/**
 * /team-invitations/{token} (auth layout; guests and the signed-in alike): the page a mailed team
 * invitation opens. It shows who invited which address into which team, and lets them join; a link that
 * can no longer be used says why.
 */
export default function TeamInvitationPage() {
  const { token = '' } = useParams();
  const { data, error, mutate } = useTeamInvitation(token);
  return (
    <PageFrame title="Team invitation">
      {statusOf(error) === 404 ? (
        <Notice notice={UNKNOWN_TEAM_INVITATION} />
      ) : error ? (
        <LoadError what="this invitation" error={error} retry={() => mutate()} />
      ) : data ? (
        <Invitation token={token} invitation={data.data} />
      ) : (
        <div role="status" aria-label="Loading the invitation" className="team-invitation">
          <Skeleton shape="rect" height="8rem" />
        </div>
      )}
    </PageFrame>
  );
}
