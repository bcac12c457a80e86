import type { InvitationResource } from '@exceed/contract';
import { Button, EmptyState, LoadError, Skeleton } from '@exceed/design-system';
import { statusOf, useSession } from '@exceed/session';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../lib/page-frame.tsx';
import { InvitationAnswer } from './invitation-answer.tsx';
import {
  type InvitationNotice,
  inviterOf,
  MY_BOOKINGS_PATH,
  noticeOf,
  standingOf,
  UNKNOWN_INVITATION,
} from './invitation-standing.ts';
import { InvitationSummary } from './invitation-summary.tsx';
import { useInvitation } from './invitations-api.ts';
import { SeatPayment } from './seat-payment.tsx';
import './invitations.css';

/** The way forward from an invitation that cannot be accepted: a session of one's own. */
const findWorkshop = (
  <Button asChild variant="outline">
    <Link to="/workshops">Find a workshop</Link>
  </Button>
);

function Notice({ notice }: { notice: InvitationNotice }) {
  return (
    <EmptyState role="status" title={notice.title} description={notice.description} action={findWorkshop} />
  );
}

/** An accepted seat: where it shows now, through a sign-in for a guest. */
function Accepted() {
  const user = useSession((s) => s.user);
  return (
    <EmptyState
      role="status"
      title="You accepted this seat"
      description={
        user ? 'It is in your bookings, under Seats you accepted.' : 'Log in to see it in your bookings.'
      }
      action={
        <Button asChild>
          {user ? (
            <Link to={MY_BOOKINGS_PATH}>See your bookings</Link>
          ) : (
            <Link to={{ pathname: '/login', search: `?redirect=${encodeURIComponent(MY_BOOKINGS_PATH)}` }}>
              Log in
            </Link>
          )}
        </Button>
      }
    />
  );
}

function Invitation({
  token,
  invitation,
  reload,
}: {
  token: string;
  invitation: InvitationResource;
  reload: () => void;
}) {
  const standing = standingOf(invitation);
  const toPay = invitation.booking.inviteesPay && !invitation.seat.paidAt;
  return (
    <div className="invitation">
      <InvitationSummary invitation={invitation} />
      {standing === 'open' ? (
        <InvitationAnswer token={token} invitation={invitation} />
      ) : standing === 'accepted' && toPay ? (
        <SeatPayment invitation={invitation} onPaid={reload} />
      ) : standing === 'accepted' ? (
        <Accepted />
      ) : (
        <Notice notice={noticeOf(standing, inviterOf(invitation))} />
      )}
    </div>
  );
}

/**
 * /invitations/{token} (auth layout; guests and the signed-in alike): the page a mailed seat invitation
 * opens. It shows who invited whom to which session and takes the answer; a link that can no longer be
 * accepted says why, and where to go instead.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const { data, error, mutate } = useInvitation(token);
  return (
    <PageFrame title="Invitation">
      {statusOf(error) === 404 ? (
        <Notice notice={UNKNOWN_INVITATION} />
      ) : error ? (
        <LoadError what="this invitation" error={error} retry={() => mutate()} />
      ) : data ? (
        <Invitation token={token} invitation={data.data} reload={() => void mutate()} />
      ) : (
        <div role="status" aria-label="Loading the invitation" className="invitation">
          <Skeleton shape="rect" height="14rem" />
          <Skeleton shape="rect" height="3rem" />
        </div>
      )}
    </PageFrame>
  );
}
