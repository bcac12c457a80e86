import type { BookingResource, BookingSeatResource } from '@exceed/contract';
import { Button, LoadError, Select, Skeleton, toast } from '@exceed/design-system';
import { useSession } from '@exceed/session';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGroups } from '../../lib/my-groups-api.ts';
import { inviteToSeat } from './bookings-api.ts';
import { describeGroupInvite, planGroupInvite } from './group-invite-plan.ts';
import { runGroupInvite } from './group-invite-run.ts';
import { freeSeats } from './seat-room.ts';

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/**
 * "Invite a group": pick one of my saved groups (useGroups) and its people fill the booking's free
 * seats in the group's order, each invited as the single invitation is (inviteToSeat), skipping those
 * already in the booking. Says beforehand who will be invited, and afterwards what happened.
 */
export function InviteGroupForm({
  booking,
  seats,
}: {
  booking: BookingResource;
  /** The booking's seats as the tab has them (every status). */
  seats: readonly BookingSeatResource[];
}) {
  const bookerEmail = useSession((state) => state.user?.email);
  const groups = useGroups({ perPage: 100 });
  const [groupId, setGroupId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState('');
  const free = freeSeats(booking, seats);

  if (groups.error)
    return <LoadError error={groups.error} retry={() => groups.mutate()} what="your groups" />;
  if (!groups.data) return <Skeleton shape="rect" height="2.5rem" />;
  const list = groups.data.data;
  const group = list.find((item) => item.id === groupId);
  const plan = group ? planGroupInvite(group.members, free, seats, bookerEmail) : undefined;

  const invite = async () => {
    if (!group || !plan) return;
    setRunning(true);
    try {
      const outcome = await runGroupInvite(plan, (email) =>
        inviteToSeat(booking.id, email, { notify: false }),
      );
      const message = describeGroupInvite(group.name, outcome);
      setResult(message);
      toast({
        title: outcome.invited > 0 ? 'Invitations sent' : 'No invitations sent',
        description: message,
        variant: outcome.invited > 0 ? 'success' : 'default',
      });
      setGroupId(null);
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="booking-group-invite">
      {free === 0 ? (
        <p className="client-muted">
          All {booking.seats === 1 ? 'seats are' : `${booking.seats} seats are`} given: there is no free seat
          to invite a group to. Revoke a seat to make room.
        </p>
      ) : list.length === 0 ? (
        <p className="client-muted">
          You have no groups yet.{' '}
          <Link to="/b/groups" className="client-link">
            Create a group
          </Link>{' '}
          of the people you invite together.
        </p>
      ) : (
        <>
          <Select
            label="Group"
            placeholder="Choose a group"
            searchPlaceholder="Search groups"
            emptyText="No group has that name"
            options={list.map((item) => ({
              value: item.id,
              label: item.name,
              description: people(item.members.length),
            }))}
            value={groupId}
            onChange={(value) => {
              setGroupId(value);
              setResult('');
            }}
            className="booking-group-invite__select"
          />
          {plan && group ? (
            <p className="client-muted">
              {plan.invite.length === 0
                ? `Everyone in ${group.name} is already in this booking.`
                : `${people(plan.invite.length)} will be invited to ${
                    free === 1 ? 'the free seat' : `the ${free} free seats`
                  }${plan.seated.length > 0 ? `; ${plan.seated.length} already in this booking` : ''}${
                    plan.overflow.length > 0 ? `; ${plan.overflow.length} will not fit` : ''
                  }.`}
            </p>
          ) : null}
          <Button
            disabled={!plan || plan.invite.length === 0}
            loading={running}
            onClick={() => void invite()}
          >
            {running ? 'Inviting…' : group ? `Invite ${group.name}` : 'Invite group'}
          </Button>
        </>
      )}
      {/* Polite and always present (last, so while empty it takes no room), read out when it fills. */}
      <p role="status" className="booking-group-invite__result">
        {result}
      </p>
    </div>
  );
}
